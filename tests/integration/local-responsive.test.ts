import { describe, expect, inject, it } from 'vitest';
import { ENV } from '@adpulse/shared';
import {
  describeApiDuringAnalysis,
  measureApiDuringAnalysis,
  storeAnalysisLoad,
} from '../bench/api-during-analysis.ts';
import { registeredUser, useFastHashing } from './accounts-fixtures.ts';

useFastHashing();

const runtime = inject('integrationRuntime');
const RESPONDENTS = 300;
/**
 * Two 30 s videos: the analysis (about 13 s of CPU here) stalls a loop it shares for seconds, so
 * this proves the isolation; `npm run bench` measures the same during 300 respondents x 2 x 120 s.
 */
const VIDEO_SECONDS = 30;
/** Issue 22: "the API must answer health and list calls within 200 ms while an analysis of 300 respondents runs". */
const P99_TARGET_MS = 200;
/**
 * What is asserted: (1) every health and list call answered; (2) the server's loop read them
 * within P99_TARGET_MS of their arrival (p99 of the wait for the loop, request-timings.ts): with
 * the analysis on that loop (about 27 s of CPU) calls waited seconds, in worker threads they do
 * not, whatever the machine's load; (3) the share of the analysis' time during which the loop was
 * stalled (no heartbeat for more than 200 ms). The whole answer's p99 (the loop's wait plus the
 * handling, which includes DynamoDB Local's answer on a shared 2-core machine) is printed here and
 * by `npm run bench`, where the guide puts speed targets.
 */
const STALLED_SHARE = 0.2;

/**
 * Issue 22: the analysis, image drawing and PDF ran in the server's own event loop, so the API
 * stalled while they ran. Now they run in worker threads (local/src/lambda-isolation.ts): health
 * and list calls keep answering while the analysis machine analyses 300 respondents.
 * Measured by the server itself (local/src/request-timings.ts), which the test process's share
 * of a busy 2-core CI machine does not inflate.
 */
describe('the local API while an analysis runs', () => {
  it(`reads every health and list call promptly during a ${RESPONDENTS}-respondent analysis`, async () => {
    const user = await registeredUser('responsive');
    const { projectId, completes } = await storeAnalysisLoad(user.clientId, RESPONDENTS, VIDEO_SECONDS);
    expect(completes).toBeGreaterThan(250);

    const measured = await measureApiDuringAnalysis({
      url: runtime.url,
      apiUrl: runtime.apiUrl,
      stateMachineArn: runtime.environment[ENV.analysisStateMachineArn] ?? '',
      clientId: user.clientId,
      projectId,
      token: user.token,
    });
    console.log(
      `${RESPONDENTS} respondents x 2 x ${VIDEO_SECONDS} s\n${describeApiDuringAnalysis(measured)}\n` +
        `target: server p99 < ${P99_TARGET_MS} ms: ${measured.server.p99Ms < P99_TARGET_MS ? 'met' : 'NOT met'}`,
    );

    expect(measured.status).toBe('SUCCEEDED');
    // Every call answered (before the worker threads, calls were dropped: ECONNRESET)...
    expect(measured.client.failed).toBe(0);
    expect(measured.client.calls).toBeGreaterThanOrEqual(50);
    // ...and the server's loop read them promptly while the analysis ran.
    expect(measured.server.calls).toBeGreaterThanOrEqual(measured.client.calls);
    expect(measured.queued.p99Ms).toBeLessThan(P99_TARGET_MS);
    expect(measured.stalledShare).toBeLessThan(STALLED_SHARE);
  }, 300_000);
});
