import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../aws.ts';
import { backoff } from '../retry.ts';

export interface ItemKey {
  pk: string;
  sk: string;
}

const BATCH_LIMIT = 25;
/** Tries of a batch (BatchWrite, BatchGet) while DynamoDB leaves part of it unprocessed. */
export const BATCH_ATTEMPTS = 8;
/** The back-off between those tries. */
export const BATCH_BACKOFF = { baseMs: 40, capMs: 2_000 };

/** Deletes items in batches of 25, retrying what DynamoDB leaves unprocessed. */
export async function batchDelete(keys: readonly ItemKey[]): Promise<void> {
  const table = tableName();
  for (let start = 0; start < keys.length; start += BATCH_LIMIT) {
    let requests = keys
      .slice(start, start + BATCH_LIMIT)
      .map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } }));
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      if (attempt >= BATCH_ATTEMPTS)
        throw new Error(`BatchWrite left ${requests.length} deletes unprocessed`);
      if (attempt > 0) await backoff(attempt, BATCH_BACKOFF);
      const answer = await dynamoClient().send(
        new BatchWriteCommand({ RequestItems: { [table]: requests } }),
      );
      requests = (answer.UnprocessedItems?.[table] ?? []).flatMap((request) =>
        request.DeleteRequest?.Key
          ? [
              {
                DeleteRequest: {
                  Key: { pk: String(request.DeleteRequest.Key.pk), sk: String(request.DeleteRequest.Key.sk) },
                },
              },
            ]
          : [],
      );
    }
  }
}
