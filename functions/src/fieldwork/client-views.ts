import { ENV, fillPath } from '@adpulse/shared';
import {
  RESPONDENT_TEST_PATH,
  type FieldworkView,
  type TestLinks,
  type EntrySource,
} from '@adpulse/shared/fieldwork/index';
import type { Session } from '../platform/auth/session.ts';
import { now } from '../platform/clock.ts';
import { DomainError } from '../platform/errors.ts';
import { getProject, scopeOf } from '../projects/index.ts';
import { findFieldwork } from './data/fieldwork-store.ts';
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

/** The live view from the fieldwork item's counters (one read, after idle sessions drop out). */
export function toFieldworkView(record: FieldworkRecord, at: number): FieldworkView {
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
    timeLeftSeconds: record.state === 'fielding' ? Math.max(0, Math.floor((closesAt - at) / 1000)) : 0,
  };
}

/** GET /projects/{projectId}/fieldwork */
export async function readFieldworkView(session: Session, projectId: string): Promise<FieldworkView> {
  const record = await fieldworkOfCaller(session, projectId);
  const dropped = await sweepDropouts(record);
  const fresh = dropped > 0 ? ((await findFieldwork(session.clientId, projectId, true)) ?? record) : record;
  return toFieldworkView(fresh, now());
}

/** The respondent app's URL of a test id. */
export function testUrlOf(testId: string): string {
  const appUrl = (process.env[ENV.appUrl] ?? '').replace(/\/+$/, '');
  return `${appUrl}${fillPath(RESPONDENT_TEST_PATH, { testId })}`;
}

/** GET /projects/{projectId}/test-links: one entry URL per way in, with the panel's placeholders. */
export async function listTestLinks(session: Session, projectId: string): Promise<TestLinks> {
  const record = await fieldworkOfCaller(session, projectId);
  const items = Object.entries(record.tests).map(([panel, testId]) => ({
    panel: panel as EntrySource,
    testId,
    url: linksOf(panel as EntrySource).entryUrl(testUrlOf(testId)),
  }));
  return { items };
}
