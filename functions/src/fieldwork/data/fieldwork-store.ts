import type { QualityReason } from '@adpulse/shared/fieldwork/index';
import { updateIfStill } from '../../platform/dynamo/writes.ts';
import { tableName } from '../../platform/aws.ts';
import { getItem, queryAll } from '../../platform/dynamo/reads.ts';
import { fieldworkKey, testKey } from './keys.ts';
import {
  recordOf,
  type FieldworkCounter,
  type FieldworkRecord,
  type PanelProjectRecord,
  type PanelReconciliation,
  type PanelSettlementRecord,
  type TestRecord,
} from './records.ts';
import { transact } from '../../platform/dynamo/transactions.ts';
import { FIELDWORK_CONTENTION } from './contention.ts';

/**
 * F1: creates a project's fieldwork and its public test ids in one transaction. False when the
 * project already has fieldwork (a repeated launch), so the first launch's ids stay.
 */
export async function createFieldwork(
  record: FieldworkRecord,
  tests: readonly TestRecord[],
): Promise<boolean> {
  const outcome = await transact(
    [
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...fieldworkKey(record.clientId, record.projectId),
            ...unsettledKeys(record),
            entity: 'fieldwork',
            ...record,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...tests.map((test) => ({
        Put: {
          TableName: tableName(),
          Item: { ...testKey(test.testId), entity: 'test', ...test },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      })),
    ],
    FIELDWORK_CONTENTION,
  );
  if (outcome.ok) return true;
  if (outcome.refused.includes(0)) return false;
  throw outcome.error;
}

/**
 * W21: a launch undone (its purchase failed after LaunchFieldwork created it): the fieldwork and
 * its public test ids deleted in one transaction, if nobody entered it (`counts.entries`, which
 * every entry raises in its own transaction on this item) and no panel project was opened. False
 * when it has begun: it is kept.
 */
export async function deleteUnstartedFieldwork(record: FieldworkRecord): Promise<boolean> {
  const outcome = await transact(
    [
      {
        Delete: {
          TableName: tableName(),
          Key: fieldworkKey(record.clientId, record.projectId),
          ConditionExpression: 'counts.entries = :none AND attribute_not_exists(panel)',
          ExpressionAttributeValues: { ':none': 0 },
        },
      },
      ...Object.values(record.tests).map((testId) => ({
        Delete: { TableName: tableName(), Key: testKey(testId) },
      })),
    ],
    FIELDWORK_CONTENTION,
  );
  if (outcome.ok) return true;
  if (outcome.refused.includes(0)) return false;
  throw outcome.error;
}

/**
 * gsi2 (sparse) while the fieldwork has not been handed to its final analysis: W12, the sweeper's
 * look for fieldwork whose machine died. The fieldwork machine's FinalAnalysis removes it (W13).
 */
export const UNSETTLED_FIELDWORK_PK = 'FWUNSETTLED';
const unsettledKeys = (record: Pick<FieldworkRecord, 'clientId' | 'projectId' | 'closesAt'>) => ({
  gsi2pk: UNSETTLED_FIELDWORK_PK,
  gsi2sk: `${record.closesAt}#${record.clientId}#${record.projectId}`,
});

/** W12: every fieldwork not yet handed to its final analysis, soonest closing first. */
export async function listUnsettledFieldwork(): Promise<FieldworkRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': UNSETTLED_FIELDWORK_PK },
  });
  return items.map((item) => recordOf<FieldworkRecord>(item));
}

/** W13: the final analysis was asked for: the sweeper no longer looks at this fieldwork. */
export async function settleFieldwork(clientId: string, projectId: string): Promise<void> {
  await updateIfStill({
    TableName: tableName(),
    Key: fieldworkKey(clientId, projectId),
    UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
    ConditionExpression: 'attribute_exists(pk)',
  });
}

/** F2: a project's fieldwork, read through the caller's client. */
export async function findFieldwork(
  clientId: string,
  projectId: string,
  consistent = false,
): Promise<FieldworkRecord | undefined> {
  const item = await getItem(fieldworkKey(clientId, projectId), consistent);
  return item ? recordOf<FieldworkRecord>(item) : undefined;
}

/** F3: a public test id. */
export async function findTest(testId: string): Promise<TestRecord | undefined> {
  const item = await getItem(testKey(testId));
  return item ? recordOf<TestRecord>(item) : undefined;
}

/**
 * W14: the speeders the analysis judged among the completes (set, not added: each judgement is
 * of every complete so far), as `counts.quality.speeder`. Nothing when the fieldwork is gone.
 */
export async function recordSpeedersWrite(
  clientId: string,
  projectId: string,
  speeders: number,
): Promise<void> {
  await updateIfStill({
    TableName: tableName(),
    Key: fieldworkKey(clientId, projectId),
    UpdateExpression: 'SET #counts.#speeder = :speeders',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#counts': 'counts', '#speeder': 'quality.speeder' },
    ExpressionAttributeValues: { ':speeders': speeders },
  });
}

/** `counts.entries = counts.entries + :n, ...` for an update of the fieldwork item. */
export function counterUpdates(counters: Partial<Record<FieldworkCounter, number>>): {
  set: string[];
  names: Record<string, string>;
  values: Record<string, number>;
} {
  const set: string[] = [];
  const names: Record<string, string> = { '#counts': 'counts' };
  const values: Record<string, number> = {};
  for (const [name, by] of Object.entries(counters)) {
    names[`#c_${name}`] = name;
    values[`:c_${name}`] = by;
    set.push(`#counts.#c_${name} = #counts.#c_${name} + :c_${name}`);
  }
  return { set, names, values };
}

/** `counts.quality.<reason> + 1` (created by the first) for an update of the fieldwork item. */
export function qualityReasonUpdate(reason: QualityReason) {
  return {
    set: '#counts.#reason = if_not_exists(#counts.#reason, :zero) + :one',
    names: { '#counts': 'counts', '#reason': `quality.${reason}` },
    values: { ':zero': 0, ':one': 1 },
  };
}

/**
 * F4: fieldwork closes: no more entries; the sessions under way may still finish. From fielding,
 * or from closing (the client's early close, W15), once.
 */
export async function closeFieldworkEntries(
  clientId: string,
  projectId: string,
  reason: NonNullable<FieldworkRecord['closeReason']>,
  closedAt: string,
): Promise<void> {
  await updateIfStill({
    TableName: tableName(),
    Key: fieldworkKey(clientId, projectId),
    UpdateExpression: 'SET #state = :closed, closedAt = :at, closeReason = :reason',
    ConditionExpression: '#state IN (:fielding, :closing)',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: {
      ':closed': 'closed',
      ':fielding': 'fielding',
      ':closing': 'closing',
      ':at': closedAt,
      ':reason': reason,
    },
  });
}

/**
 * W15: the client asks to close fieldwork early: fielding -> closing (no new entries from now),
 * with when and who; the fieldwork machine's next check closes it. One conditional write: false
 * when the fieldwork is not fielding (already closing or closed, or none), so a second request
 * changes nothing.
 */
export async function requestFieldworkCloseWrite(
  clientId: string,
  projectId: string,
  requestedBy: string,
  requestedAt: string,
): Promise<boolean> {
  return updateIfStill({
    TableName: tableName(),
    Key: fieldworkKey(clientId, projectId),
    UpdateExpression: 'SET #state = :closing, closeRequestedAt = :at, closeRequestedBy = :by',
    ConditionExpression: '#state = :fielding',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: {
      ':closing': 'closing',
      ':fielding': 'fielding',
      ':at': requestedAt,
      ':by': requestedBy,
    },
  });
}

/**
 * W16: the project at the panel provider, as OpenPanel created it or Check last read it (its id,
 * state and counts; `reconciliation` and `error` kept). Nothing when the fieldwork is gone.
 */
export async function recordPanelProject(
  clientId: string,
  projectId: string,
  panel: Omit<PanelProjectRecord, 'reconciliation' | 'error'>,
): Promise<void> {
  const key = fieldworkKey(clientId, projectId);
  await ensurePanelMap(key);
  await updateIfStill({
    TableName: tableName(),
    Key: key,
    UpdateExpression:
      'SET #panel.#id = :id, #panel.#state = :state, #panel.completes = :completes, ' +
      '#panel.starts = :starts, #panel.checkedAt = :at',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#panel': 'panel', '#id': 'id', '#state': 'state' },
    ExpressionAttributeValues: {
      ':id': panel.id,
      ':state': panel.state,
      ':completes': panel.completes,
      ':starts': panel.starts,
      ':at': panel.checkedAt,
    },
  });
}

/** W17: ClosePanel's reconciliation, on the panel project OpenPanel recorded. */
export async function recordPanelReconciliation(
  clientId: string,
  projectId: string,
  reconciliation: PanelReconciliation,
): Promise<void> {
  await updateIfStill({
    TableName: tableName(),
    Key: fieldworkKey(clientId, projectId),
    UpdateExpression: 'SET #panel.reconciliation = :reconciliation',
    ConditionExpression: 'attribute_exists(#panel)',
    ExpressionAttributeNames: { '#panel': 'panel' },
    ExpressionAttributeValues: { ':reconciliation': reconciliation },
  });
}

/**
 * W18: a panel provider's refusal ends fieldwork: closed (if it still fielded) with the reason
 * `panel_error`, the code on `panel.error`, and settled (no final analysis: the sweeper leaves
 * it). Each write is a repeatable SET, so a retried task writes the same.
 */
export async function endFieldworkForPanel(
  clientId: string,
  projectId: string,
  error: NonNullable<PanelProjectRecord['error']>,
): Promise<void> {
  await closeFieldworkEntries(clientId, projectId, 'panel_error', error.at);
  await ensurePanelMap(fieldworkKey(clientId, projectId), { settle: true });
  await recordPanelError(clientId, projectId, error);
}

/**
 * The fieldwork's `panel` map, made empty if absent (a SET of `panel.x` needs the map to exist);
 * `settle` also takes it off the sweeper's index of unsettled fieldwork (W18). Nothing when the fieldwork is gone.
 */
async function ensurePanelMap(key: ReturnType<typeof fieldworkKey>, { settle = false } = {}): Promise<void> {
  await updateIfStill({
    TableName: tableName(),
    Key: key,
    UpdateExpression: `SET #panel = if_not_exists(#panel, :empty)${settle ? ' REMOVE gsi2pk, gsi2sk' : ''}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#panel': 'panel' },
    ExpressionAttributeValues: { ':empty': {} },
  });
}

/** W19: a panel provider's refusal on `panel.error` (code, params, when), on the panel project OpenPanel recorded. */
export async function recordPanelError(
  clientId: string,
  projectId: string,
  error: NonNullable<PanelProjectRecord['error']>,
): Promise<void> {
  await updateIfStill({
    TableName: tableName(),
    Key: fieldworkKey(clientId, projectId),
    UpdateExpression: 'SET #panel.#error = :error',
    ConditionExpression: 'attribute_exists(#panel)',
    ExpressionAttributeNames: { '#panel': 'panel', '#error': 'error' },
    ExpressionAttributeValues: { ':error': error },
  });
}

/**
 * W22: what goes back after a panel's refusal, decided once: the first decision stays
 * (`if_not_exists`), so a retried task gives back what the first one decided. Answers the stored one.
 */
export async function recordPanelSettlement(
  clientId: string,
  projectId: string,
  settlement: PanelSettlementRecord,
): Promise<PanelSettlementRecord | undefined> {
  await updateIfStill({
    TableName: tableName(),
    Key: fieldworkKey(clientId, projectId),
    UpdateExpression: 'SET panelSettlement = if_not_exists(panelSettlement, :settlement)',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':settlement': settlement },
  });
  return (await findFieldwork(clientId, projectId, true))?.panelSettlement;
}

/** W23: billing gave the settlement back (the fieldwork screen stops saying it is on its way). */
export async function markPanelSettlementRefunded(clientId: string, projectId: string): Promise<void> {
  await updateIfStill({
    TableName: tableName(),
    Key: fieldworkKey(clientId, projectId),
    UpdateExpression: 'SET panelSettlement.#state = :refunded',
    ConditionExpression: 'attribute_exists(panelSettlement)',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':refunded': 'refunded' },
  });
}
