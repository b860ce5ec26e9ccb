import { ENV, fillPath, type Language } from '@adpulse/shared';
import { reportedError } from '@adpulse/shared/i18n/reported-error';
import {
  RESPONDENT_TEST_PATH,
  type FieldworkView,
  type PanelFailureView,
  type PanelReconciliationView,
  type TestLinks,
  type EntrySource,
} from '@adpulse/shared/fieldwork/index';
import { DEFAULT_AUDIENCE_SOURCE } from '@adpulse/shared/projects/index';
import type { Session } from '../platform/auth/session.ts';
import { now } from '../platform/clock.ts';
import { DomainError } from '../platform/errors.ts';
import { getProject, scopeOf } from '../projects/index.ts';
import { findFieldwork, requestFieldworkCloseWrite } from './data/fieldwork-store.ts';
import type { FieldworkRecord } from './data/records.ts';
import { sweepDropouts } from './dropouts.ts';
import { qualityReasonCounts } from './respondent-quality.ts';
import { linksOf } from './panel/links.ts';

/** The caller's project's fieldwork: another client's, or a branch the caller may not see, is not found. */
async function fieldworkOfCaller(session: Session, projectId: string): Promise<FieldworkRecord> {
  await getProject(session.clientId, await scopeOf(session), projectId);
  const fieldwork = await findFieldwork(session.clientId, projectId);
  if (!fieldwork) throw new DomainError('fieldwork.not_launched');
  return fieldwork;
}

/** Why a panel's refusal ended the fieldwork, in the caller's language, and what goes back; null otherwise. */
function panelFailureOf(record: FieldworkRecord, language: Language): PanelFailureView | null {
  const error = record.panel?.error;
  if (record.closeReason !== 'panel_error' || !error) return null;
  const settlement = record.panelSettlement;
  return {
    error: reportedError(error.code, error.params, language),
    delivered: settlement?.delivered ?? record.counts.completes,
    settlement: settlement ? { refund: settlement.refund, state: settlement.state } : null,
  };
}

/** The panel's completes against ours, as ClosePanel reconciled them; null until then. */
export function reconciliationOf(record: FieldworkRecord): PanelReconciliationView | null {
  const reconciliation = record.panel?.reconciliation;
  if (!reconciliation) return null;
  const { ours, accepted, removed, providerCompletes, at } = reconciliation;
  return {
    ours,
    accepted,
    removed,
    providerCompletes,
    providerOnly: Math.max(0, providerCompletes - ours),
    oursOnly: Math.max(0, ours - providerCompletes),
    at,
  };
}

/** The live view from the fieldwork item's counters (one read, after idle sessions drop out). */
export function toFieldworkView(record: FieldworkRecord, at: number, language: Language): FieldworkView {
  const cells = record.plan.cells.map((cell) => {
    const completes = record.cellCompletes[cell.cellId] ?? 0;
    return {
      cellId: cell.cellId,
      ageGroup: cell.ageGroup,
      gender: cell.gender,
      target: cell.target,
      completes,
      inProgress: Math.max(0, (record.taken[cell.cellId] ?? 0) - completes),
    };
  });
  const closesAt = Date.parse(record.closesAt);
  return {
    projectId: record.projectId,
    state: record.state,
    panel: record.panelProvider,
    audienceSource: record.audienceSource ?? DEFAULT_AUDIENCE_SOURCE,
    simulated: record.simulated,
    completes: record.counts.completes,
    sampleSize: record.plan.sampleSize,
    cells,
    regions: record.plan.regions,
    entries: record.counts.entries,
    inProgress: cells.reduce((sum, cell) => sum + cell.inProgress, 0),
    screenouts: record.counts.screenouts,
    overquotas: record.counts.overquotas + record.counts.closedEntries,
    dropouts: record.counts.dropouts,
    qualityTerminations: record.counts.qualityTerminations,
    qualityReasons: qualityReasonCounts(record.counts),
    webcam: { accepted: record.counts.webcamAccepted, refused: record.counts.webcamRefused },
    startedAt: record.startedAt,
    closesAt: record.closesAt,
    closedAt: record.closedAt,
    closeReason: record.closeReason,
    panelFailure: panelFailureOf(record, language),
    reconciliation: reconciliationOf(record),
    timeLeftSeconds: record.state === 'fielding' ? Math.max(0, Math.floor((closesAt - at) / 1000)) : 0,
  };
}

/** GET /projects/{projectId}/fieldwork */
export async function readFieldworkView(
  session: Session,
  projectId: string,
  language: Language,
): Promise<FieldworkView> {
  const record = await fieldworkOfCaller(session, projectId);
  const dropped = await sweepDropouts(record);
  const fresh = dropped > 0 ? ((await findFieldwork(session.clientId, projectId, true)) ?? record) : record;
  return toFieldworkView(fresh, now(), language);
}

/**
 * POST /projects/{projectId}/fieldwork/close: the client closes fieldwork early. The request is
 * one conditional write (fielding -> closing, W15): entries stop at once, and the fieldwork
 * machine's next check closes it with reason closed_early, so the final analysis runs on the
 * completes that came in. Not fielding (a second close, or closed): 409 fieldwork.not_fielding.
 */
export async function closeFieldworkEarly(
  session: Session,
  projectId: string,
  language: Language,
): Promise<FieldworkView> {
  await fieldworkOfCaller(session, projectId);
  const requested = await requestFieldworkCloseWrite(
    session.clientId,
    projectId,
    session.userId,
    new Date(now()).toISOString(),
  );
  if (!requested) throw new DomainError('fieldwork.not_fielding');
  const record = await findFieldwork(session.clientId, projectId, true);
  if (!record) throw new DomainError('fieldwork.not_launched');
  return toFieldworkView(record, now(), language);
}

/** The respondent app's URL of a test id. */
export function testUrlOf(testId: string): string {
  const appUrl = (process.env[ENV.appUrl] ?? '').replace(/\/+$/, '');
  return `${appUrl}${fillPath(RESPONDENT_TEST_PATH, { testId })}`;
}

/**
 * GET /projects/{projectId}/test-links: one entry URL per way in, with the panel's placeholders;
 * an own audience has the direct link only (no panel recruits for it).
 */
export async function listTestLinks(session: Session, projectId: string): Promise<TestLinks> {
  const record = await fieldworkOfCaller(session, projectId);
  const own = record.audienceSource === 'own';
  const ways = Object.entries(record.tests).filter(([panel]) => !own || panel === 'direct');
  const items = ways.map(([panel, testId]) => ({
    panel: panel as EntrySource,
    testId,
    url: linksOf(panel as EntrySource).entryUrl(testUrlOf(testId)),
  }));
  return { items };
}
