import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { FeasibilityItem, FeasibilityState } from '@adpulse/shared/fieldwork/feasibility';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { updateIfStill } from '../../platform/dynamo/writes.ts';
import { feasibilityRunKey } from './keys.ts';

/**
 * A project's latest feasibility run: `CLIENT#<clientId>` / `FEASIBILITY#<projectId>`. POST
 * /feasibility writes it running before the machine starts; the machine's RecordOutcome task
 * writes how it ended, so GET /feasibility reads this, never Step Functions.
 */
export interface FeasibilityRunRecord {
  projectId: string;
  /** The execution's name; null when there was nothing to ask the panel (no stimuli). */
  runId: string | null;
  state: FeasibilityState;
  /** The panel's answer per stimulus (kept when the run succeeded). */
  items: FeasibilityItem[];
  startedAt: string;
  updatedAt: string;
}

export async function findFeasibilityRun(
  clientId: string,
  projectId: string,
): Promise<FeasibilityRunRecord | undefined> {
  const result = await dynamoClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: feasibilityRunKey(clientId, projectId),
      ConsistentRead: true,
    }),
  );
  if (!result.Item) return undefined;
  const { pk: _pk, sk: _sk, ...record } = result.Item;
  return record as FeasibilityRunRecord;
}

/** A new run replaces the project's previous one. */
export async function saveFeasibilityRun(clientId: string, record: FeasibilityRunRecord): Promise<void> {
  await dynamoClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...feasibilityRunKey(clientId, record.projectId), ...record },
    }),
  );
}

/** How run `runId` ended; nothing when a newer run has replaced it. */
export async function saveFeasibilityOutcome(
  clientId: string,
  projectId: string,
  runId: string,
  outcome: { state: Exclude<FeasibilityState, 'running'>; items: FeasibilityItem[] },
  at: string,
): Promise<void> {
  await updateIfStill({
    TableName: tableName(),
    Key: feasibilityRunKey(clientId, projectId),
    UpdateExpression: 'SET #state = :state, #items = :items, updatedAt = :at',
    ConditionExpression: 'runId = :runId',
    ExpressionAttributeNames: { '#state': 'state', '#items': 'items' },
    ExpressionAttributeValues: {
      ':state': outcome.state,
      ':items': outcome.items,
      ':at': at,
      ':runId': runId,
    },
  });
}
