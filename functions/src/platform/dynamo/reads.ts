import { BatchGetCommand, GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../aws.ts';
import { retryUntil } from '../retry.ts';
import { unprocessedRetry } from './batch-delete.ts';
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

type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ReturnConsumedCapacity' | 'ExclusiveStartKey'>;

/** One page of a key range, from `start` (the `lastKey` of the page before it). */
export async function queryPage(input: QueryInput, start?: Item): Promise<QueryPage> {
  const answer = await dynamoClient().send(
    new QueryCommand({
      ...input,
      ...(start ? { ExclusiveStartKey: start } : {}),
      TableName: tableName(),
      ReturnConsumedCapacity: 'TOTAL',
    }),
  );
  recordReadCapacity(answer.ConsumedCapacity);
  return {
    items: answer.Items ?? [],
    ...(answer.LastEvaluatedKey ? { lastKey: answer.LastEvaluatedKey } : {}),
  };
}

/**
 * The pages of a key range, one after the other, read as the caller asks for them: the one
 * pagination loop of the backend. `limit(page)` sizes page `page` (from 0); a caller that has
 * enough stops asking.
 */
export async function* queryPages(
  input: Omit<QueryInput, 'Limit'>,
  limit?: (page: number) => number,
): AsyncGenerator<Item[]> {
  let start: Item | undefined;
  for (let page = 0; page === 0 || start; page += 1) {
    const answer = await queryPage({ ...input, ...(limit ? { Limit: limit(page) } : {}) }, start);
    yield answer.items;
    start = answer.lastKey;
  }
}

/**
 * Every item of a key range (small ranges only: folders, a folder's members, a project's
 * sessions or assets). Pages lazily merged by the caller use queryPage.
 */
export async function queryAll(input: QueryInput): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of queryPages(input)) items.push(...page);
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
    await retryUntil(
      unprocessedRetry(() => `BatchGet left ${pending.length} keys`),
      async () => {
        const answer = await dynamoClient().send(
          new BatchGetCommand({
            RequestItems: { [table]: { Keys: pending, ConsistentRead: options.consistent ?? false } },
            ReturnConsumedCapacity: 'TOTAL',
          }),
        );
        recordReadCapacity(answer.ConsumedCapacity);
        for (const item of answer.Responses?.[table] ?? []) found.set(`${item.pk}\u0000${item.sk}`, item);
        pending = answer.UnprocessedKeys?.[table]?.Keys ?? [];
        return pending.length === 0 ? true : undefined;
      },
    );
  }
  return keys.flatMap((key) => {
    const item = found.get(`${key.pk}\u0000${key.sk}`);
    return item ? [item] : [];
  });
}
