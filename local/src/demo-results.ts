import type { AnalysisRunReason } from '@adpulse/shared/analysis/index';
import type { ProjectType, Question, SampleSize } from '@adpulse/shared/projects/index';
import { seedDemoAsset, type DemoMedia } from '../../functions/src/assets/demo.ts';
import { refreshNorms } from '../../functions/src/analysis/runtime/norms.ts';
import { fieldworkSessionSource } from '../../functions/src/analysis/runtime/fieldwork-sessions.ts';
import { runProjectAnalysis } from '../../functions/src/analysis/runtime/run.ts';
import { findFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { checkFieldwork } from '../../functions/src/fieldwork/fieldwork-check.ts';
import { launchFieldwork, sendSimulatedRespondents } from '../../functions/src/fieldwork/index.ts';
import { insertActiveDemoProject } from '../../functions/src/projects/demo.ts';
import { findProject, type ProjectRecord } from '../../functions/src/projects/index.ts';
import { retryUntil } from '../../functions/src/platform/retry.ts';

/** The sample a demo project is fielded with: the smallest package size, so `npm start` stays quick. */
export const DEMO_SAMPLE_SIZE = 50;

/** Respondents sent per wave of the simulated panel (screen-outs and over-quotas included). */
const WAVE = 30;
/** A sample that this many respondents per place cannot fill means the seed is stuck. */
const MAX_SENT_PER_COMPLETE = 20;

/**
 * The survey of a demo project: about its own brand only, with scales whose every point is listed
 * (a scale's answers are its points), so the simulated answers spread over them.
 */
export function brandSurvey(brand: string): Question[] {
  const points = (top: number) => Array.from({ length: top }, (_, index) => String(index + 1));
  return [
    {
      type: 'scale',
      text: `How likely are you to buy ${brand}?`,
      answers: { answerList: points(5), randomOrder: false },
    },
    {
      type: 'singleChoice',
      text: `What do you remember most from the ${brand} ad?`,
      answers: {
        answerList: ['The product', 'The logo', 'The call to action', 'The colours'],
        randomOrder: true,
      },
    },
    {
      type: 'scale',
      text: 'How much did you like the ad?',
      answers: { answerList: points(10), randomOrder: false },
    },
  ];
}

export interface AnalysedProjectSpec {
  clientId: string;
  projectId: string;
  name: string;
  type: ProjectType;
  stimuli: { name: string; media: DemoMedia }[];
  /**
   * final: fieldwork closes on its sample (DEMO_SAMPLE_SIZE completes) and the final analysis
   * closes the project; live: fieldwork stays open after `liveCompletes` and the analysis is partial.
   */
  reason: Extract<AnalysisRunReason, 'final' | 'live'>;
  liveCompletes?: number;
  created: Date;
  /** The brand the project tests: its survey asks about it (brandSurvey). */
  brand: string;
  /** The sample the fieldwork closes on (DEMO_SAMPLE_SIZE unless given). */
  sampleSize?: SampleSize;
}

/**
 * A demo project with results, made by the product's own code paths: the project as a purchase
 * leaves it, its stimuli checked like uploads (generated media), its fieldwork launched and
 * answered by the simulated panel through the respondent calls (each session `simulated: true`),
 * closed by the fieldwork check on its sample, then the analysis run the state machine starts
 * (images, analysis JSON and CSV in S3, the summary on the project) and the country's norms
 * refreshed. Idempotent: a project that already has its analysis is left as it is, and one
 * interrupted half-way goes on from where it stopped.
 */
export async function seedAnalysedProject(spec: AnalysedProjectSpec): Promise<ProjectRecord> {
  const { clientId, projectId } = spec;
  const existing = await findProject(clientId, projectId);
  if (existing?.analysis && (spec.reason === 'live' || !existing.analysis.partial)) return existing;
  if (!existing) {
    await insertActiveDemoProject({
      clientId,
      projectId,
      name: spec.name,
      type: spec.type,
      created: spec.created,
      sampleSize: spec.sampleSize ?? DEMO_SAMPLE_SIZE,
      questions: brandSurvey(spec.brand),
      country: 'IT',
      category: 'food',
    });
  }
  const project = await findProject(clientId, projectId);
  if (!project) throw new Error(`The demo project ${projectId} was not written`);
  for (const [index, stimulus] of spec.stimuli.entries()) {
    await seedDemoAsset({
      project,
      assetId: `${projectId.slice(-12)}s${index}`,
      name: stimulus.name,
      category: 'food',
      media: stimulus.media,
    });
  }
  await launchFieldwork(clientId, projectId, project.panelProvider);
  const closedAt = await fieldRespondents(
    clientId,
    projectId,
    spec.reason === 'live' ? spec.liveCompletes : undefined,
  );

  const outcome = await runProjectAnalysis(
    { clientId, projectId, reason: spec.reason, ...(closedAt ? { closedAt } : {}) },
    { sessions: fieldworkSessionSource() },
  );
  if (outcome.refreshNormsOf) await refreshNorms(outcome.refreshNormsOf, new Date());
  const analysed = await findProject(clientId, projectId);
  if (!analysed?.analysis)
    throw new Error(`The demo project ${projectId} has no analysis (${outcome.status})`);
  return analysed;
}

/**
 * The simulated panel answers the project's test in waves until `stopAt` completes (live), or
 * until the fieldwork check closes it on its sample: the closed date then. Each round runs the
 * machine's check (it sends no wave of its own here): it closes fieldwork on its sample and gives
 * back the quota slots of simulated drop-outs idle for SIMULATED_IDLE_SECONDS, which a full cell
 * waits for.
 */
async function fieldRespondents(
  clientId: string,
  projectId: string,
  stopAt: number | undefined,
): Promise<string | null> {
  const launched = await findFieldwork(clientId, projectId, true);
  if (!launched) throw new Error(`The demo project ${projectId} has no fieldwork`);
  let next = launched.counts.entries;
  // A round of waves ends when one completes nobody (a full cell waits for drop-outs to give
  // their slots back): the next round starts after a pause of about a second.
  return retryUntil(
    {
      attempts: Infinity,
      baseMs: 1000,
      capMs: 1000,
      exhausted: () => new Error(`The simulated panel stopped fielding ${projectId}`),
    },
    async () => {
      for (;;) {
        const check = await checkFieldwork(
          { clientId, projectId, sent: next },
          { requestLive: async () => undefined },
          { SIMULATED_RESPONDENTS: 'off' },
        );
        if (check.state === 'closed') return check.closedAt;
        if (stopAt !== undefined && check.completes >= stopAt) return null;
        if (next > MAX_SENT_PER_COMPLETE * check.sampleSize) {
          throw new Error(
            `The simulated panel sent ${next} respondents to ${projectId} and its sample is not full`,
          );
        }
        // Full waves even near the end: the last places are in rare cells, and the quota refuses
        // everyone past a cell's target at once (an over-quota costs one write), so nothing overfills.
        const wave = await sendSimulatedRespondents(clientId, projectId, next, WAVE);
        next += wave.sent;
        if (wave.completes === 0) return undefined;
      }
    },
  );
}
