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
const VIDEO_SECONDS = 60;
/** Issue 22: "the API must answer health and list calls within 200 ms while an analysis of 300 respondents runs". */
const P99_TARGET_MS = 200;

/**
 * Issue 22: the analysis, image drawing and PDF ran in the server's own event loop, so the API
 * stalled while they ran. Now they run in worker threads (local/src/lambda-isolation.ts): health
 * and list calls keep answering while the analysis machine analyses 300 respondents.
 * The 200 ms is asserted on the server's own measure (the wait for its event loop plus the
 * handling: local/src/request-timings.ts), which the test process's share of a busy 2-core CI
 * machine does not inflate; the analysis run on the request loop fails it by seconds.
 */
describe('the local API while an analysis runs', () => {
  it(`answers health and list calls within ${P99_TARGET_MS} ms (p99) during a ${RESPONDENTS}-respondent analysis`, async () => {
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
      `${RESPONDENTS} respondents x 2 x ${VIDEO_SECONDS} s\n${describeApiDuringAnalysis(measured)}`,
    );

    expect(measured.status).toBe('SUCCEEDED');
    // Every call answered (before the worker threads, calls were dropped: ECONNRESET)...
    expect(measured.client.failed).toBe(0);
    expect(measured.client.calls).toBeGreaterThanOrEqual(50);
    // ...and the server read and answered them within the target while the analysis ran.
    expect(measured.server.calls).toBeGreaterThanOrEqual(measured.client.calls);
    expect(measured.server.p99Ms).toBeLessThan(P99_TARGET_MS);
  }, 300_000);
});
