// The analysis bench on the production path (issue 24): respondents' sessions stored as the
// fieldwork stores them (summary and batch receipts in DynamoDB Local, 10-second batch objects in
// the local S3 server), each compacted into one object as its complete call does, then the
// analysis task's run (runProjectAnalysis with the fieldwork's session source: list from
// DynamoDB, one GET per session, streamed into the engine; images drawn and uploaded) on one
// CPU. Each size runs in a child process pinned to one CPU (taskset) with UV_THREADPOOL_SIZE=1,
// sharp.concurrency(1) and --max-old-space-size=512. The child then runs again with nothing new
// (the fingerprint, before any download) and after 10 new completes (a full re-run today).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { fieldworkSessionSource } from '../../functions/src/analysis/runtime/fieldwork-sessions.ts';
import { runProjectAnalysis, type RunOutcome } from '../../functions/src/analysis/runtime/run.ts';
import { simulationPlanOf } from '../../functions/src/analysis/runtime/simulated-sessions.ts';
import { analysisAssetOf, analysisProjectOf } from '../../functions/src/analysis/runtime/stimuli.ts';
import { readyAssets } from '../../functions/src/assets/index.ts';
import type { SimulationPlan } from '../../functions/src/fieldwork/index.ts';
import { newId } from '../../functions/src/platform/ids.ts';
import { storage, type StoredObject } from '../../functions/src/platform/storage.ts';
import { insertActiveDemoProject } from '../../functions/src/projects/demo.ts';
import { findProject } from '../../functions/src/projects/data/store.ts';
import { putReadyAssetOf } from '../support/ready-asset.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { storeSimulatedSessions } from '../support/stored-sessions.ts';

const VIDEO_SECONDS = 120;
const BATCH_SECONDS = 10;
/** ANALYSIS_BENCH_SIZES=20,50 for a quick look; the figures are at 300 and 1,000. */
const SIZES = (process.env.ANALYSIS_BENCH_SIZES ?? '300,1000').split(',').map(Number);
const NEW_COMPLETES = 10;

interface RunFigures {
  status: RunOutcome['status'];
  n: number;
  cpuMs: number;
  wallMs: number;
  /** S3 GETs of the samples bucket during the run. */
  sampleGets: number;
}

export interface AnalysisBenchResult {
  respondents: number;
  completes: number;
  storeMs: number;
  full: RunFigures;
  /** Peak RSS of the child after the full run (MB). */
  peakRssMb: number;
  unchanged: RunFigures;
  afterNew: RunFigures;
}

/** The samples bucket's GETs, counted from here on. */
function countSampleGets(): () => number {
  const store = storage();
  const get = store.get.bind(store);
  let gets = 0;
  store.get = (object: StoredObject) => {
    if (object.bucket === 'samples') gets += 1;
    return get(object);
  };
  return () => gets;
}

async function measuredRun(clientId: string, projectId: string, gets: () => number): Promise<RunFigures> {
  const before = gets();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const outcome = await runProjectAnalysis(
    { clientId, projectId, reason: 'live' },
    { sessions: fieldworkSessionSource() },
  );
  const used = process.cpuUsage(cpu);
  return {
    status: outcome.status,
    n: outcome.respondents.n,
    cpuMs: (used.user + used.system) / 1000,
    wallMs: performance.now() - started,
    sampleGets: gets() - before,
  };
}

/** The simulated respondents of the bench project: every one completes, 10 Hz, no drop-out. */
async function benchPlan(clientId: string, projectId: string, seed: number): Promise<SimulationPlan> {
  const project = await findProject(clientId, projectId);
  if (!project) throw new Error(`The project ${projectId} was not written`);
  const assets = await readyAssets(clientId, projectId);
  const plan = simulationPlanOf(
    analysisProjectOf(project, assets),
    'abtest',
    assets.map(analysisAssetOf),
    seed,
  );
  return {
    ...plan,
    population: { ...plan.population, dropoutRate: 0, sampleHz: { mean: 10, sd: 0, min: 10, max: 10 } },
  };
}

/** A project of two 120 s videos with `respondents` completes stored and compacted; in the parent, not measured. */
async function seedProject(
  respondents: number,
): Promise<{ clientId: string; projectId: string; storeMs: number; completes: number }> {
  const clientId = `bench-${newId()}`;
  const projectId = newId();
  await insertActiveDemoProject({
    clientId,
    projectId,
    name: `Analysis bench ${respondents}`,
    type: 'abtest',
    created: new Date(),
    sampleSize: 300,
    questions: [],
    country: 'IT',
    category: 'food',
  });
  for (const index of [0, 1])
    await putReadyAssetOf(clientId, projectId, index, { kind: 'video', duration: VIDEO_SECONDS });
  const plan = await benchPlan(clientId, projectId, 2025);
  const started = performance.now();
  const completes = await storeSimulatedSessions(clientId, projectId, plan, respondents, {
    batchSeconds: BATCH_SECONDS,
    compact: true,
  });
  return { clientId, projectId, storeMs: performance.now() - started, completes };
}

async function child(
  clientId: string,
  projectId: string,
  respondents: number,
): Promise<Omit<AnalysisBenchResult, 'storeMs' | 'completes'>> {
  sharp.concurrency(1);
  const gets = countSampleGets();
  const full = await measuredRun(clientId, projectId, gets);
  const peakRssMb = (process.resourceUsage().maxRSS * 1024) / 2 ** 20;
  const unchanged = await measuredRun(clientId, projectId, gets);
  // Respondents of another seed: 10 new completes, compacted.
  const fresh = await benchPlan(clientId, projectId, 2026);
  await storeSimulatedSessions(clientId, projectId, fresh, NEW_COMPLETES, {
    batchSeconds: BATCH_SECONDS,
    compact: true,
  });
  const afterNew = await measuredRun(clientId, projectId, gets);
  return { respondents, full, peakRssMb, unchanged, afterNew };
}

function runChild(clientId: string, projectId: string, respondents: number) {
  const node = fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url));
  const script = fileURLToPath(import.meta.url);
  const args = [
    '--import',
    'tsx',
    '--max-old-space-size=512',
    script,
    '--child',
    clientId,
    projectId,
    String(respondents),
  ];
  const pinned = existsSync('/usr/bin/taskset');
  const result = spawnSync(pinned ? '/usr/bin/taskset' : node, pinned ? ['-c', '0', node, ...args] : args, {
    env: { ...process.env, UV_THREADPOOL_SIZE: '1' },
    encoding: 'utf8',
    maxBuffer: 16 * 2 ** 20,
  });
  if (result.status !== 0) throw new Error(`analysis bench child failed: ${result.stderr}`);
  const last = result.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as Omit<AnalysisBenchResult, 'storeMs' | 'completes'>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} on ${cpus().length} cores`;
const figures = (run: RunFigures) =>
  `${run.status}, n ${run.n}: CPU ${seconds(run.cpuMs)}, wall ${seconds(run.wallMs)}, ${run.sampleGets} S3 GETs of samples`;

/**
 * Prints the bench; `npm run bench` calls this (it starts its own local runtime). CPU time is the
 * figure for "one core": a 1-vCPU Lambda has the core to itself, where this machine's core 0 may
 * be shared (the load is printed), so wall time is printed too but judged on CPU.
 */
export async function benchAnalysis(): Promise<AnalysisBenchResult[]> {
  console.log(
    `\n== Analysis on the production path: 2 videos x ${VIDEO_SECONDS} s at 10 Hz, ${BATCH_SECONDS} s batches compacted at completion, ` +
      'run = list from DynamoDB + one GET per session streamed into the engine + images (over grey: no media), one CPU (taskset -c 0), UV_THREADPOOL_SIZE=1, --max-old-space-size=512',
  );
  const runtime = await startTestRuntime();
  const results: AnalysisBenchResult[] = [];
  try {
    for (const respondents of SIZES) {
      const seeded = await seedProject(respondents);
      console.log(
        `${respondents} respondents: ${seeded.completes} completes stored and compacted in ${seconds(seeded.storeMs)} (${load()})`,
      );
      const run = runChild(seeded.clientId, seeded.projectId, respondents);
      const result = { ...run, storeMs: seeded.storeMs, completes: seeded.completes };
      results.push(result);
      console.log(`  full run: ${figures(run.full)}; peak RSS ${run.peakRssMb.toFixed(0)} MB (${load()})`);
      console.log(`  again, nothing new: ${figures(run.unchanged)}`);
      console.log(
        `  after ${NEW_COMPLETES} new completes (a full re-run until live runs are incremental): ${figures(run.afterNew)}`,
      );
    }
  } finally {
    await runtime.stop();
  }
  return results;
}

if (process.argv[2] === '--child') {
  const [clientId, projectId, respondents] = process.argv.slice(3);
  const result = await child(clientId ?? '', projectId ?? '', Number(respondents));
  console.log(JSON.stringify(result));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchAnalysis();
}
