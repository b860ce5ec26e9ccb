import type { AnalysisRunReason } from '@adpulse/shared/analysis/index';
import type { ProjectType, Question } from '@adpulse/shared/projects/index';
import { seedDemoAsset, type DemoMedia } from '../../functions/src/assets/demo.ts';
import { refreshNorms } from '../../functions/src/analysis/runtime/norms.ts';
import { fieldworkSessionSource } from '../../functions/src/analysis/runtime/fieldwork-sessions.ts';
import { runProjectAnalysis } from '../../functions/src/analysis/runtime/run.ts';
import { findFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { checkFieldwork } from '../../functions/src/fieldwork/fieldwork-check.ts';
import { launchFieldwork, sendSimulatedRespondents } from '../../functions/src/fieldwork/index.ts';
import { demoId, insertActiveDemoProject } from '../../functions/src/projects/demo.ts';
import { findProject, type ProjectRecord } from '../../functions/src/projects/index.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The sample a demo project is fielded with: the smallest package size, so `npm start` stays quick. */
export const DEMO_SAMPLE_SIZE = 50;

/** Respondents sent per wave of the simulated panel (screen-outs and over-quotas included). */
const WAVE = 30;
/** A sample that this many respondents per place cannot fill means the seed is stuck. */
const MAX_SENT_PER_COMPLETE = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SURVEY: Question[] = [
  {
    type: 'singleChoice',
    text: 'Which brand was advertised?',
    answers: { answerList: ['Lumina Coffee', 'Verde Pasta', 'Orto Fresco'], randomOrder: true },
  },
  {
    type: 'scale',
    text: 'How much did you like the ad?',
    answers: { answerList: ['1', '5'], randomOrder: false },
  },
];

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
  questions?: Question[];
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
      sampleSize: DEMO_SAMPLE_SIZE,
      questions: spec.questions ?? SURVEY,
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
    if (wave.completes === 0) await pause(1000);
  }
}

/**
 * The analysed projects of a demo client (`npm start`): a closed Discover project (one video, as
 * the package allows) and a closed A/B test of two videos, each answered by DEMO_SAMPLE_SIZE
 * simulated respondents, and an active project with live partial results. Stable ids.
 */
export function demoResultProjects(clientId: string, now = Date.now()): AnalysedProjectSpec[] {
  const video = (pattern: DemoMedia['pattern'], seconds: number): DemoMedia => ({
    kind: 'video',
    pattern,
    seconds,
  });
  return [
    {
      clientId,
      projectId: demoId(clientId, 'r', 0),
      name: 'Lumina Coffee Morning Ritual 15s',
      type: 'discover',
      stimuli: [{ name: 'Morning Ritual 15s', media: video('testsrc2', 15) }],
      reason: 'final',
      created: new Date(now - 9 * DAY),
    },
    {
      clientId,
      projectId: demoId(clientId, 'r', 1),
      name: 'Castello Gelato Summer A/B',
      type: 'abtest',
      stimuli: [
        { name: 'Pistacchio cut 12s', media: video('testsrc2', 12) },
        { name: 'Limone cut 10s', media: video('cellauto', 10) },
      ],
      reason: 'final',
      created: new Date(now - 7 * DAY),
    },
  ];
}

/** Seeds a demo client's analysed projects one after the other (they share the machine's cores). */
export async function seedDemoResults(clientId: string): Promise<ProjectRecord[]> {
  const projects: ProjectRecord[] = [];
  for (const spec of demoResultProjects(clientId)) projects.push(await seedAnalysedProject(spec));
  return projects;
}
