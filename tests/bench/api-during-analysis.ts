import { loadavg } from 'node:os';
import { DescribeExecutionCommand, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { ProjectType, SampleSize } from '@adpulse/shared/projects/index';
import { sfnClient } from '@adpulse/functions/platform/aws';
import { simulationPlanOf } from '../../functions/src/analysis/runtime/simulated-sessions.ts';
import { analysisAssetOf, analysisProjectOf } from '../../functions/src/analysis/runtime/stimuli.ts';
import { readyAssets } from '../../functions/src/assets/index.ts';
import { newId } from '../../functions/src/platform/ids.ts';
import { insertActiveDemoProject } from '../../functions/src/projects/demo.ts';
import { findProject } from '../../functions/src/projects/data/store.ts';
import type { LoopDelay, RequestTiming } from '../../local/src/request-timings.ts';
import { ticks } from '../../functions/src/platform/retry.ts';
import { putReadyAssetOf } from '../support/ready-asset.ts';
import { waitFor } from '../support/wait.ts';
import { storeSimulatedSessions } from '../support/stored-sessions.ts';

/** Issue 22's load: an A/B test of two videos whose completed sessions the analysis reads. */
export async function storeAnalysisLoad(
  clientId: string,
  respondents: SampleSize,
  videoSeconds: number,
): Promise<{ projectId: string; completes: number }> {
  const projectId = newId();
  const type: ProjectType = 'abtest';
  await insertActiveDemoProject({
    clientId,
    projectId,
    name: 'Analysed while browsing',
    type,
    created: new Date(),
    sampleSize: respondents,
    questions: [],
    country: 'IT',
    category: 'food',
  });
  for (const index of [0, 1])
    await putReadyAssetOf(clientId, projectId, index, { kind: 'video', duration: videoSeconds });
  const project = await findProject(clientId, projectId);
  if (!project) throw new Error(`The project ${projectId} was not written`);
  const assets = await readyAssets(clientId, projectId);
  const plan = simulationPlanOf(analysisProjectOf(project, assets), type, assets.map(analysisAssetOf), 22);
  return { projectId, completes: await storeSimulatedSessions(clientId, projectId, plan, respondents) };
}

export interface Percentiles {
  calls: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface ApiDuringAnalysis {
  status: string;
  seconds: number;
  /** As the caller measured it (its own machine's load included); failed calls count as endless. */
  client: Percentiles & { failed: number };
  /** As the runtime's server measured it: the wait for its event loop plus the handling (request-timings.ts). */
  server: Percentiles;
  /** The part of it spent waiting for the event loop. */
  queued: Percentiles;
  loop: LoopDelay;
  /** Share of the analysis' time the server's loop was stalled (no heartbeat for more than 200 ms). */
  stalledShare: number;
  /** The machine's load average (1, 5, 15 min) at the end. */
  load: number[];
}

/**
 * Starts the analysis machine on the project and calls health and the project list, one after
 * the other on each, until it ends; then reads the server's own timings of those calls.
 */
export async function measureApiDuringAnalysis(options: {
  url: string;
  apiUrl: string;
  stateMachineArn: string;
  clientId: string;
  projectId: string;
  token: string;
}): Promise<ApiDuringAnalysis> {
  const health = `${options.apiUrl}/health`;
  const list = `${options.apiUrl}/clients/${options.clientId}/projects?projectsStatus=active&limit=30`;
  // Warm: the first calls load the handlers' modules.
  await timed(health);
  await timed(list, options.token);

  const began = Date.now();
  const started = await sfnClient().send(
    new StartExecutionCommand({
      stateMachineArn: options.stateMachineArn,
      input: JSON.stringify({ clientId: options.clientId, projectId: options.projectId, reason: 'live' }),
    }),
  );
  const latencies: number[] = [];
  let status = 'RUNNING';
  const caller = async (url: string, token?: string) => {
    for await (const _tick of ticks(20)) {
      if (status !== 'RUNNING') return;
      latencies.push(await timed(url, token));
    }
  };
  const watcher = async () => {
    const ended = await waitFor(
      'the analysis run to end',
      async () => {
        const execution = await sfnClient().send(
          new DescribeExecutionCommand({ executionArn: started.executionArn }),
        );
        return execution.status === 'RUNNING' ? undefined : execution;
      },
      { timeoutMs: 600_000, everyMs: 250 },
    ).finally(() => (status = 'ENDED'));
    status = ended.status ?? 'UNKNOWN';
  };
  await Promise.all([watcher(), caller(health), caller(list, options.token)]);
  const seconds = (Date.now() - began) / 1000;

  const answer = await fetch(
    `${options.url}/_local/timings?since=${began}&path=${new URL(options.apiUrl).pathname}`,
  );
  const timings = (await answer.json()) as {
    requests: RequestTiming[];
    loop: LoopDelay;
    stalledMs: number;
  };
  const ours = timings.requests.filter(
    (timing) => `${options.url}${timing.path}` === health || list.startsWith(`${options.url}${timing.path}?`),
  );
  return {
    status,
    seconds,
    client: { ...percentiles(latencies), failed: latencies.filter((ms) => !Number.isFinite(ms)).length },
    server: percentiles(ours.map((timing) => timing.queuedMs + timing.handledMs)),
    queued: percentiles(ours.map((timing) => timing.queuedMs)),
    loop: timings.loop,
    stalledShare: timings.stalledMs / (seconds * 1000),
    load: loadavg(),
  };
}

export function describeApiDuringAnalysis(measured: ApiDuringAnalysis): string {
  const line = (name: string, p: Percentiles) =>
    `${name}: ${p.calls} calls, p50 ${p.p50Ms.toFixed(1)} ms, p99 ${p.p99Ms.toFixed(1)} ms, max ${p.maxMs.toFixed(1)} ms`;
  return [
    `analysis ${measured.status} in ${measured.seconds.toFixed(1)} s`,
    line('server (loop wait + handling)', measured.server),
    line('  of which loop wait', measured.queued),
    `${line('client', measured.client)}, ${measured.client.failed} failed`,
    `event-loop delay: p50 ${measured.loop.p50Ms.toFixed(1)} ms, p99 ${measured.loop.p99Ms.toFixed(1)} ms, max ${measured.loop.maxMs.toFixed(1)} ms`,
    `loop stalled (> 200 ms without a heartbeat) ${(measured.stalledShare * 100).toFixed(1)}% of the time`,
    `load average ${measured.load.map((value) => value.toFixed(2)).join(' ')}`,
  ].join('\n');
}

/** Latency of one call through the runtime's HTTP server, in ms (a failed call counts as endless). */
async function timed(url: string, token?: string): Promise<number> {
  const started = performance.now();
  try {
    const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    await response.arrayBuffer();
    return response.ok ? performance.now() - started : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return { calls: sorted.length, p50Ms: at(50), p99Ms: at(99), maxMs: sorted.at(-1) ?? Number.NaN };
}
