import { describe, expect, inject, it } from 'vitest';
import { DescribeExecutionCommand, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { ENV } from '@adpulse/shared';
import { sfnClient } from '@adpulse/functions/platform/aws';
import { readyAssets } from '../../functions/src/assets/index.ts';
import { simulationPlanOf } from '../../functions/src/analysis/runtime/simulated-sessions.ts';
import { analysisAssetOf, analysisProjectOf } from '../../functions/src/analysis/runtime/stimuli.ts';
import { findProject } from '../../functions/src/projects/data/store.ts';
import { storeSimulatedSessions } from '../support/stored-sessions.ts';
import { registeredUser, useFastHashing } from './accounts-fixtures.ts';
import { boughtProject } from './analysis-fixtures.ts';
import { ticks } from '../../functions/src/platform/retry.ts';
import { waitFor } from '../support/wait.ts';

useFastHashing();

const runtime = inject('integrationRuntime');
const RESPONDENTS = 300;
const VIDEO_SECONDS = 60;

/** Latency of one call through the runtime's HTTP server, in ms (a failed call counts as endless). */
async function timed(url: string, token?: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  await response.arrayBuffer();
  return response.ok ? performance.now() - started : Number.POSITIVE_INFINITY;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Issue 22: the analysis, image drawing and PDF ran in the server's own event loop, so the API
 * stalled while they ran. Now they run in worker threads (local/src/lambda-isolation.ts): health
 * and list calls keep answering while the analysis machine analyses 300 respondents.
 * Alone in its file: the one timing assertion of the integration project (a stall guard, not the target).
 */
describe('the local API while an analysis runs', () => {
  it(`answers every health and list call, p99 under 1 s, during a ${RESPONDENTS}-respondent analysis`, async () => {
    const user = await registeredUser('responsive');
    const { projectId, type } = await boughtProject(
      user,
      'Analysed while browsing',
      [
        { kind: 'video', duration: VIDEO_SECONDS },
        { kind: 'video', duration: VIDEO_SECONDS },
      ],
      'abtest',
    );
    const project = await findProject(user.clientId, projectId);
    const assets = await readyAssets(user.clientId, projectId);
    if (!project) throw new Error('no project');
    const plan = simulationPlanOf(analysisProjectOf(project, assets), type, assets.map(analysisAssetOf), 22);
    const completes = await storeSimulatedSessions(user.clientId, projectId, plan, RESPONDENTS);
    expect(completes).toBeGreaterThan(250);

    const health = `${runtime.apiUrl}/health`;
    const list = `${runtime.apiUrl}/clients/${user.clientId}/projects?projectsStatus=active&limit=30`;
    // Warm: the first calls load the handlers' modules.
    await timed(health);
    await timed(list, user.token);

    const started = await sfnClient().send(
      new StartExecutionCommand({
        stateMachineArn: runtime.environment[ENV.analysisStateMachineArn],
        input: JSON.stringify({ clientId: user.clientId, projectId, reason: 'live' }),
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
    const began = performance.now();
    await Promise.all([watcher(), caller(health), caller(list, user.token)]);
    const seconds = (performance.now() - began) / 1000;
    const p99 = percentile(latencies, 99);
    console.log(
      `${RESPONDENTS} respondents x 2 x ${VIDEO_SECONDS} s analysed in ${seconds.toFixed(1)} s; ` +
        `${latencies.length} calls, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
        `max ${Math.max(...latencies).toFixed(1)} ms`,
    );
    expect(status).toBe('SUCCEEDED');
    expect(latencies.length).toBeGreaterThanOrEqual(50);
    // Every call answered (before the worker threads, calls were dropped: ECONNRESET) and none
    // waited out a stalled loop. The 200 ms p99 is a speed target: it is not met yet
    // (p99 312 ms beside the browser tests on 2 cores, 255 ms at a load of 17) and is not asserted.
    expect(latencies.filter((latency) => !Number.isFinite(latency))).toEqual([]);
    expect(p99).toBeLessThan(1_000);
  }, 300_000);
});
