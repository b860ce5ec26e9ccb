import { BatchGetCommand, GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../aws.ts';
import { backoff } from '../retry.ts';
import { BATCH_ATTEMPTS, BATCH_BACKOFF } from './batch-delete.ts';
import { recordReadCapacity } from './capacity.ts';

type Item = Record<string, unknown>;

/** Reads of the projects and folders domains, each metered (see capacity.ts). */
export async function getItem(
  key: { pk: string; sk: string },
  consistent = false,
): Promise<Item | undefined> {
  const answer = await dynamoClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: key,
      ConsistentRead: consistent,
      ReturnConsumedCapacity: 'TOTAL',
    }),
  );
  recordReadCapacity(answer.ConsumedCapacity);
  return answer.Item;
}

export interface QueryPage {
  items: Item[];
  lastKey?: Item;
}

export async function queryPage(
  input: Omit<QueryCommandInput, 'TableName' | 'ReturnConsumedCapacity'>,
): Promise<QueryPage> {
  const answer = await dynamoClient().send(
    new QueryCommand({ ...input, TableName: tableName(), ReturnConsumedCapacity: 'TOTAL' }),
  );
  recordReadCapacity(answer.ConsumedCapacity);
  return {
    items: answer.Items ?? [],
    ...(answer.LastEvaluatedKey ? { lastKey: answer.LastEvaluatedKey } : {}),
  };
}

/**
 * Every item of a key range, page after page: the one pagination of the backend (small ranges
 * only: folders, a folder's members, a project's sessions or assets). Pages lazily merged by the
 * caller use queryPage.
 */
export async function queryAll(
  input: Omit<QueryCommandInput, 'TableName' | 'ReturnConsumedCapacity'>,
): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await queryPage({ ...input, ...(start ? { ExclusiveStartKey: start } : {}) });
    items.push(...page.items);
    start = page.lastKey;
  } while (start);
  return items;
}

const BATCH_GET_LIMIT = 100;

/**
 * Items by key, in the order of the keys; missing ones are left out. The one BatchGet of the
 * backend: keys DynamoDB leaves unprocessed are asked again after a back-off pause.
 */
export async function batchGet(
  keys: readonly { pk: string; sk: string }[],
  options: { consistent?: boolean } = {},
): Promise<Item[]> {
  const table = tableName();
  const found = new Map<string, Item>();
  for (let start = 0; start < keys.length; start += BATCH_GET_LIMIT) {
    let pending: Item[] = keys
      .slice(start, start + BATCH_GET_LIMIT)
      .map((key) => ({ pk: key.pk, sk: key.sk }));
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt >= BATCH_ATTEMPTS) throw new Error(`BatchGet left ${pending.length} keys unprocessed`);
      if (attempt > 0) await backoff(attempt, BATCH_BACKOFF);
      const answer = await dynamoClient().send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: pending, ConsistentRead: options.consistent ?? false } },
          ReturnConsumedCapacity: 'TOTAL',
        }),
      );
      recordReadCapacity(answer.ConsumedCapacity);
      for (const item of answer.Responses?.[table] ?? []) found.set(`${item.pk}\u0000${item.sk}`, item);
      pending = answer.UnprocessedKeys?.[table]?.Keys ?? [];
    }
  }
  return keys.flatMap((key) => {
    const item = found.get(`${key.pk}\u0000${key.sk}`);
    return item ? [item] : [];
  });
}
