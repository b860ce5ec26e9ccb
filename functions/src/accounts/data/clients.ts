import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { notFound } from '../../platform/errors.ts';
import { isConditionFailure } from '../../platform/dynamo/conditions.ts';
import { retrying } from '../../platform/retry.ts';
import { clientKey } from './keys.ts';
import type { ClientRecord } from './records.ts';

export function clientItem(record: ClientRecord) {
  return { ...clientKey(record.clientId), entity: 'client', ...record };
}

export function toClientRecord(item: Record<string, unknown>): ClientRecord {
  const { pk: _pk, sk: _sk, entity: _entity, ...record } = item;
  return record as unknown as ClientRecord;
}

/** A5. */
export async function findClient(clientId: string): Promise<ClientRecord | undefined> {
  const answer = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: clientKey(clientId), ConsistentRead: true }),
  );
  return answer.Item ? toClientRecord(answer.Item) : undefined;
}

/** The caller's client, open; a closed or missing client reads as not found. */
export async function requireOpenClient(clientId: string): Promise<ClientRecord> {
  const client = await findClient(clientId);
  if (!client || client.closedAt) throw notFound();
  return client;
}

const MAX_ATTEMPTS = 4;

/**
 * Read-change-write of a client with an optimistic lock on `version`: a concurrent change
 * (two admins editing branches) is re-applied on the fresh item instead of being lost.
 * `change` may throw an HttpError to refuse.
 */
export async function mutateClient(
  clientId: string,
  change: (client: ClientRecord) => ClientRecord,
): Promise<ClientRecord> {
  return retrying({ attempts: MAX_ATTEMPTS, retryable: isConditionFailure }, async () => {
    const current = await requireOpenClient(clientId);
    const next: ClientRecord = { ...change(current), clientId, version: current.version + 1 };
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: clientItem(next),
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': current.version },
      }),
    );
    return next;
  });
}
