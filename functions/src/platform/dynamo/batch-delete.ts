import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../aws.ts';
import { retryUntil } from '../retry.ts';

export interface ItemKey {
  pk: string;
  sk: string;
}

const BATCH_LIMIT = 25;
/**
 * The retry of a batch (BatchWrite, BatchGet) while DynamoDB leaves part of it unprocessed: 8
 * tries, the back-off between them from 40 ms to 2 s.
 */
export const unprocessedRetry = (what: () => string) => ({
  attempts: 8,
  baseMs: 40,
  capMs: 2_000,
  exhausted: () => new Error(`${what()} unprocessed`),
});

/** Deletes items in batches of 25, retrying what DynamoDB leaves unprocessed. */
export async function batchDelete(keys: readonly ItemKey[]): Promise<void> {
  const table = tableName();
  for (let start = 0; start < keys.length; start += BATCH_LIMIT) {
    let requests = keys
      .slice(start, start + BATCH_LIMIT)
      .map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } }));
    await retryUntil(
      unprocessedRetry(() => `BatchWrite left ${requests.length} deletes`),
      async () => {
        const answer = await dynamoClient().send(
          new BatchWriteCommand({ RequestItems: { [table]: requests } }),
        );
        requests = (answer.UnprocessedItems?.[table] ?? []).flatMap((request) =>
          request.DeleteRequest?.Key
            ? [
                {
                  DeleteRequest: {
                    Key: {
                      pk: String(request.DeleteRequest.Key.pk),
                      sk: String(request.DeleteRequest.Key.sk),
                    },
                  },
                },
              ]
            : [],
        );
        return requests.length === 0 ? true : undefined;
      },
    );
  }
}
