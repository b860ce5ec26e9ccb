import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { DomainError, notFound } from '../../platform/errors.ts';
import { isConditionFailure } from '../../platform/dynamo/conditions.ts';
import { transact } from '../../platform/dynamo/transactions.ts';
import { retrying } from '../../platform/retry.ts';
import { planProjectWrites, type PlannedWrite, type WriteRole } from './index-writes.ts';
import { cardKey, projectKey } from './keys.ts';
import { batchGet, getItem } from '../../platform/dynamo/reads.ts';
import { toProjectRecord, type ProjectRecord } from './records.ts';

/** P1: a project of a client, read strongly consistent (the wizard reads after it writes). */
export async function findProject(clientId: string, projectId: string): Promise<ProjectRecord | undefined> {
  const item = await getItem(projectKey(clientId, projectId), true);
  return item ? toProjectRecord(item) : undefined;
}

/** The status of some projects of a client, read from their cards (BatchGet); gone ones are left out. */
export async function projectStatuses(
  clientId: string,
  projectIds: readonly string[],
): Promise<Map<string, string>> {
  const cards = await batchGet(projectIds.map((projectId) => cardKey(clientId, projectId)));
  return new Map(cards.map((card) => [String(card.projectId), String(card.status)]));
}

/** Why a planned write was refused. */
export class WriteConflict extends Error {
  constructor(readonly role: WriteRole) {
    super(`Write refused: ${role}`);
    this.name = 'WriteConflict';
  }
}

/**
 * Applies a plan atomically: one conditional Put/Delete when only the project item changes
 * (edits of the audience, questions, payment), else one TransactWrite with the index items.
 */
export async function applyPlan(plan: readonly PlannedWrite[]): Promise<void> {
  const [only] = plan;
  if (plan.length === 1 && only) {
    try {
      if (only.item.Put) await dynamoClient().send(new PutCommand(only.item.Put));
      else if (only.item.Delete) await dynamoClient().send(new DeleteCommand(only.item.Delete));
      else throw new Error('A single write must be a Put or a Delete');
    } catch (error) {
      if (isConditionFailure(error)) throw new WriteConflict(only.role);
      throw error;
    }
    return;
  }
  const outcome = await transact(plan.map((write) => write.item));
  if (outcome.ok) return;
  const role = plan[outcome.refused[0] ?? -1]?.role;
  if (role) throw new WriteConflict(role);
  // Transaction conflicts with a concurrent writer: the same as a changed project.
  if (outcome.conflict) throw new WriteConflict('project');
  throw outcome.error;
}

const MAX_ATTEMPTS = 8;

/**
 * Read-change-write of a project with its index items. `change` gets the current project and
 * returns the next one (undefined deletes it); it may throw a DomainError to refuse. When
 * another writer got there first, `change` runs again on the fresh project; when others keep
 * getting there first, the caller gets `common.conflict` (409: try again), never a 500.
 */
export async function mutateProject(
  clientId: string,
  projectId: string,
  change: (current: ProjectRecord) => ProjectRecord | undefined,
): Promise<ProjectRecord | undefined> {
  try {
    return await retrying(
      {
        attempts: MAX_ATTEMPTS,
        retryable: (error) => error instanceof WriteConflict && error.role === 'project',
        // Others kept getting there first: 409, try again (never a 500).
        exhausted: () => new DomainError('common.conflict'),
      },
      async () => {
        const current = await findProject(clientId, projectId);
        if (!current) throw notFound();
        const changed = change(current);
        const next = changed ? { ...changed, clientId, projectId, version: current.version + 1 } : undefined;
        await applyPlan(planProjectWrites(tableName(), current, next));
        return next;
      },
    );
  } catch (error) {
    if (error instanceof WriteConflict && error.role === 'targetFolder') throw notFound();
    throw error;
  }
}

export async function insertProject(record: ProjectRecord): Promise<void> {
  await applyPlan(planProjectWrites(tableName(), undefined, record));
}

/** An item of the demo seed, written once (a second seed leaves the first). */
export async function putIfAbsent(item: Record<string, unknown>): Promise<void> {
  try {
    await dynamoClient().send(
      new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
