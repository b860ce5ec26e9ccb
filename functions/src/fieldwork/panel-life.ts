import type { ErrorCode } from '@adpulse/shared';
import { PANEL_UNAVAILABLE } from '@adpulse/shared/workflows/fieldwork';
import { now } from '../platform/clock.ts';
import { DomainError, notFound } from '../platform/errors.ts';
import { domainErrorOf, type TaskFailure } from '../platform/task-handler.ts';
import { findProject } from '../projects/index.ts';
import { testUrlOf } from './client-views.ts';
import {
  endFieldworkForPanel,
  findFieldwork,
  recordPanelError,
  recordPanelProject,
  recordPanelReconciliation,
} from './data/fieldwork-store.ts';
import { projectSessionRecords } from './data/project-sessions.ts';
import type { FieldworkRecord, PanelReconciliation } from './data/records.ts';
import { PanelError, type PanelErrorKind } from './panel/connectors/panel-error.ts';
import { linksOf } from './panel/links.ts';
import type { PanelTarget } from './panel/connectors/targeting.ts';
import { panelProjectSpec, panelTargetOf } from './panel/live-panel.ts';
import type { PanelConnector, PanelStatus } from './panel/panel.ts';
import { PANEL_MODE_ENV, panelConnector, panelMode } from './panel/panel-for.ts';
import { speedersOf, surveySeconds } from './respondent-quality.ts';

/**
 * The life of a fieldwork's project at its panel provider, as the fieldwork machine drives it
 * (statemachines/fieldwork.asl.json): OpenPanel creates and launches it, each Check reads its
 * status and counts, ClosePanel closes it and reconciles our completes before the final analysis.
 * A documented refusal is a `DomainError` with a stable code (the machine ends the fieldwork with
 * it, RecordPanelFailure); a provider that is unavailable (429, 5xx, no answer) is an error named
 * `PanelUnavailable`, which the ASL retries with back-off. Simulated mode goes through the
 * simulated panel, so the same states run everywhere.
 */

type Env = Record<string, string | undefined>;

/** Our reference of a project at a provider (Dynata extProjectId, PureSpectrum survey_external_id). */
export const panelRef = (projectId: string) => `adpulse-${projectId}`;

const REFUSAL_CODES: Record<Exclude<PanelErrorKind, 'unavailable'>, ErrorCode> = {
  'rejected-targeting': 'fieldwork.panel_rejected_targeting',
  closed: 'fieldwork.panel_closed',
  'bad-token': 'fieldwork.panel_bad_token',
  'not-found': 'fieldwork.panel_not_found',
};

/** A connector's failure as the machine reads it: a refusal's code, or PanelUnavailable to retry. */
export function panelFailure(error: unknown): Error {
  if (!(error instanceof PanelError)) return error instanceof Error ? error : new Error(String(error));
  if (error.kind === 'unavailable') {
    return Object.assign(new Error(error.message), { name: PANEL_UNAVAILABLE });
  }
  const code = REFUSAL_CODES[error.kind] as 'fieldwork.panel_closed';
  return new DomainError(code, { params: { provider: error.provider } });
}

async function attempt<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw panelFailure(error);
  }
}

async function fieldworkOf(clientId: string, projectId: string): Promise<FieldworkRecord> {
  const record = await findFieldwork(clientId, projectId, true);
  if (!record) throw notFound();
  return record;
}

/** The record's provider in the deployment's panel mode; the simulated panel reports the record's counts. */
function connectorOf(record: FieldworkRecord, env: Env): Promise<PanelConnector> {
  return panelConnector(record.panelProvider, panelMode(env[PANEL_MODE_ENV]), () => ({
    state: record.state,
    completes: record.counts.completes,
    entries: record.counts.entries,
  }));
}

/**
 * OpenPanel: the project created at the provider for the fieldwork's quota plan (the audience's
 * cells for its sample) and launched; its id recorded on the fieldwork. A repeat (a retried
 * state) finds the project the first created and launches nothing twice.
 */
export async function openPanel(clientId: string, projectId: string, env: Env = process.env) {
  const record = await fieldworkOf(clientId, projectId);
  const provider = record.panelProvider;
  if (record.panel?.id && record.panel.state !== 'draft') {
    return { provider, panelProjectId: record.panel.id, state: record.panel.state };
  }
  const connector = await connectorOf(record, env);
  const entry = linksOf(provider).entryUrl(testUrlOf(record.testId));
  const spec = panelProjectSpec({
    ref: panelRef(projectId),
    title: `AdPulse ${projectId}`,
    target: await panelTargetOfFieldwork(record),
    liveUrl: entry,
    testUrl: entry,
  });
  const id = await attempt(() => connector.create(spec));
  const at = new Date(now()).toISOString();
  await recordPanelProject(clientId, projectId, {
    id,
    state: 'draft',
    completes: 0,
    starts: 0,
    checkedAt: at,
  });
  await attempt(() => connector.launch(id));
  const status = await attempt(() => connector.status(id));
  await recordPanelProject(clientId, projectId, { id, ...status, checkedAt: at });
  return { provider, panelProjectId: id, state: status.state };
}

/** The record's audience target; fieldwork launched before it kept one reads its project's audience. */
async function panelTargetOfFieldwork(record: FieldworkRecord): Promise<PanelTarget> {
  if (record.panelTarget) return { ...record.panelTarget, plan: record.plan };
  const project = await findProject(record.clientId, record.projectId);
  if (!project) throw notFound();
  return panelTargetOf(project.audience, record.plan.sampleSize);
}

/**
 * Check: the provider's status and counts of a fielding project, recorded on the fieldwork
 * (null before OpenPanel, for fieldwork launched before it existed). A survey the provider
 * closed reads as `closed`: the check then closes fieldwork (`panel_closed`).
 */
export async function readPanelStatus(
  record: FieldworkRecord,
  env: Env = process.env,
): Promise<PanelStatus | null> {
  const id = record.panel?.id;
  if (!id) return null;
  const connector = await connectorOf(record, env);
  const status = await attempt(() => connector.status(id));
  await recordPanelProject(record.clientId, record.projectId, {
    id,
    ...status,
    checkedAt: new Date(now()).toISOString(),
  });
  return status;
}

/** The respondent id each provider reconciles by (the entry's parameter). */
const RECONCILE_PARAM = { dynata: 'psid', 'pure-spectrum': 'transaction_id' } as const;

/**
 * ClosePanel: the project closed at the provider (already closed is fine), then our completes from
 * this panel reconciled: accepted, or rejected when the quality rules removed them after they
 * returned (speeders, judged as the analysis judges them); the provider's count read after the
 * close and the difference (ours it did not count) recorded on the fieldwork. A refusal here
 * (bad token, unknown project) is recorded on `panel.error` and answered as `refused`: fieldwork
 * has closed, so its final analysis still runs. An unavailable provider is retried by the ASL.
 */
export async function closePanel(clientId: string, projectId: string, env: Env = process.env) {
  const record = await fieldworkOf(clientId, projectId);
  const provider = record.panelProvider;
  const id = record.panel?.id;
  const none = { provider, ours: 0, accepted: 0, removed: 0, providerCompletes: null, difference: null };
  if (!id) return { ...none, panelProjectId: null, refused: null };
  try {
    return { ...(await closeAndReconcile(record, id, env)), refused: null };
  } catch (error) {
    // A refusal (bad token, unknown project) is recorded and the final analysis still runs on what came in.
    if (!(error instanceof DomainError)) throw error;
    const params = paramsOf(error);
    await recordPanelError(clientId, projectId, {
      code: error.code,
      params,
      at: new Date(now()).toISOString(),
    });
    return { ...none, panelProjectId: id, refused: error.code };
  }
}

async function closeAndReconcile(record: FieldworkRecord, id: string, env: Env) {
  const { clientId, projectId, panelProvider: provider } = record;
  const connector = await connectorOf(record, env);
  await attempt(async () => {
    try {
      await connector.close(id);
    } catch (error) {
      if (!(error instanceof PanelError && error.kind === 'closed')) throw error;
    }
  });
  const status = await attempt(() => connector.status(id));
  const sessions = await projectSessionRecords(clientId, projectId);
  const completes = sessions.filter((session) => session.status === 'complete');
  const speeders = speedersOf(
    completes.map((session) => ({ sessionId: session.sessionId, seconds: surveySeconds(session) })),
  );
  const param = RECONCILE_PARAM[provider];
  const rows = completes
    .filter((session) => session.panel === provider && session.params[param])
    .map((session) => ({
      respondent: session.params[param] ?? '',
      accepted: !speeders.has(session.sessionId),
    }));
  const result = rows.length
    ? await attempt(() => connector.reconcile(id, rows))
    : { updated: 0, alreadyFinal: 0 };
  const at = new Date(now()).toISOString();
  const reconciliation: PanelReconciliation = {
    ours: rows.length,
    accepted: rows.filter((row) => row.accepted).length,
    removed: rows.filter((row) => !row.accepted).length,
    providerCompletes: status.completes,
    difference: rows.length - status.completes,
    ...result,
    at,
  };
  await recordPanelProject(clientId, projectId, { id, ...status, checkedAt: at });
  await recordPanelReconciliation(clientId, projectId, reconciliation);
  return {
    provider,
    panelProjectId: id,
    ours: reconciliation.ours,
    accepted: reconciliation.accepted,
    removed: reconciliation.removed,
    providerCompletes: reconciliation.providerCompletes,
    difference: reconciliation.difference,
  };
}

const paramsOf = (error: DomainError) =>
  Object.fromEntries(Object.entries(error.params ?? {}).map(([name, value]) => [name, String(value)]));

/**
 * RecordPanelFailure (the Catch of OpenPanel and Check): a provider's refusal ends the fieldwork
 * with its code (closed `panel_error`, settled, `panel.error`); any other failure (retries spent
 * on an unavailable provider, a fault of ours) changes nothing, and the sweeper takes the
 * fieldwork over as for a machine that died. Answers the code the execution fails with.
 */
export async function recordPanelFailure(
  clientId: string,
  projectId: string,
  failure: TaskFailure,
): Promise<{ code: string; recorded: boolean }> {
  const refusal = domainErrorOf(failure);
  if (!refusal || !(Object.values(REFUSAL_CODES) as string[]).includes(refusal.code)) {
    return { code: failure.Error, recorded: false };
  }
  await endFieldworkForPanel(clientId, projectId, {
    code: refusal.code,
    params: paramsOf(refusal),
    at: new Date(now()).toISOString(),
  });
  return { code: refusal.code, recorded: true };
}
