import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { queryAll } from '../../platform/dynamo/reads.ts';
import { CONSUMPTION_PREFIX, PAYMENT_PREFIX, consumptionKey, withoutKeys } from './keys.ts';
import type { TransactItem } from '../../platform/dynamo/transactions.ts';

/**
 * The analyses a bought project took: `CLIENT#<clientId>` / `CREDITS#<projectId>`, written once
 * per project in the transaction that takes them, so a repeated step takes nothing more.
 */
export interface Consumption {
  projectId: string;
  analyses: number;
  /** Taken from the balance (0 on an unlimited plan). */
  fromBalance: number;
  consumedAt: string;
  /** The plan period whose count it raised (absent on records older than the give-back). */
  periodId?: string;
}

export async function findConsumption(clientId: string, projectId: string): Promise<Consumption | undefined> {
  const answer = await dynamoClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: consumptionKey(clientId, projectId),
      ConsistentRead: true,
    }),
  );
  return answer.Item ? withoutKeys<Consumption>(answer.Item) : undefined;
}

export const consumptionPut = (clientId: string, consumption: Consumption): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...consumptionKey(clientId, consumption.projectId), ...consumption },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Removes the record of analyses taken, only as it was read (a give-back happens once). */
export const consumptionDelete = (clientId: string, consumption: Consumption): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: consumptionKey(clientId, consumption.projectId),
    ConditionExpression: 'consumedAt = :consumedAt',
    ExpressionAttributeValues: { ':consumedAt': consumption.consumedAt },
  },
});

/**
 * The analyses of every project the client bought, by project: credits taken (`CREDITS#`) and
 * card payments (`PAYMENT#`, which record their analyses). Usage reads it with the projects' status.
 */
export async function boughtAnalyses(clientId: string): Promise<Map<string, number>> {
  const byProject = new Map<string, number>();
  for (const prefix of [CONSUMPTION_PREFIX, PAYMENT_PREFIX]) {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `CLIENT#${clientId}`, ':prefix': prefix },
      ProjectionExpression: 'projectId, analyses',
    });
    for (const item of items) {
      if (typeof item.projectId === 'string') byProject.set(item.projectId, Number(item.analyses ?? 1));
    }
  }
  return byProject;
}
