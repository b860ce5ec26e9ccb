import { requestFinalAnalysis, requestLiveAnalysis } from '../../functions/src/analysis/index.ts';
import { findFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { ticks } from '../../functions/src/platform/retry.ts';
import { checkFieldwork, sendSimulatedRespondents } from '../../functions/src/fieldwork/index.ts';

/** The demo panel's pace: a few simulated respondents per project every DEMO_FIELDING_EVERY_MS. */
export const DEMO_FIELDING_WAVE = 3;
export const DEMO_FIELDING_EVERY_MS = 20_000;

export interface FieldingProject {
  clientId: string;
  projectId: string;
}

/**
 * One round of the demo's fielding projects: the simulated panel sends a small wave through the
 * respondent calls, then the fieldwork check runs as the machine's does (drop-outs, live results
 * when due, closing on the sample, which starts the final analysis). Answers the projects still
 * fielding.
 */
export async function fieldDemoRound(projects: readonly FieldingProject[]): Promise<FieldingProject[]> {
  const fielding: FieldingProject[] = [];
  for (const project of projects) {
    const { clientId, projectId } = project;
    const record = await findFieldwork(clientId, projectId, true);
    if (record?.state !== 'fielding') continue;
    const wave = await sendSimulatedRespondents(
      clientId,
      projectId,
      record.counts.entries,
      DEMO_FIELDING_WAVE,
    );
    const check = await checkFieldwork(
      { clientId, projectId, sent: record.counts.entries + wave.sent },
      { requestLive: requestLiveAnalysis },
      { SIMULATED_RESPONDENTS: 'off' },
    );
    if (check.state === 'closed' && check.closedAt) {
      await requestFinalAnalysis(clientId, projectId, check.closedAt);
    } else {
      fielding.push(project);
    }
  }
  return fielding;
}

/**
 * The demo's in-progress projects keep fielding while `npm start` runs, at a pace a visitor can
 * watch (completes and live results grow every few seconds), until their sample is reached and the
 * final analysis closes them; a restart goes on from their stored counts.
 */
export async function keepDemoFielding(
  projects: readonly FieldingProject[],
  stopping: () => boolean,
  log: (message: string) => void,
): Promise<void> {
  let fielding = [...projects];
  if (!fielding.length) return;
  for await (const _tick of ticks(DEMO_FIELDING_EVERY_MS, { unref: true })) {
    if (stopping()) return;
    try {
      fielding = await fieldDemoRound(fielding);
      if (!fielding.length) return;
    } catch (error) {
      if (!stopping())
        log(`  Demo fielding paused a round: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
