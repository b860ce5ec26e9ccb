import { analysisContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { waitFor } from '../support/wait.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Norms, ProjectAnalysis } from '@adpulse/shared/analysis/index';
import { readRunState } from '../../functions/src/analysis/data/run-state.ts';
import { requestFinalAnalysis, requestLiveAnalysis } from '../../functions/src/analysis/index.ts';
import { launchFieldwork, sendSimulatedRespondents } from '../../functions/src/fieldwork/index.ts';
import { findFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { findProject } from '../../functions/src/projects/data/store.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { boughtProject } from './analysis-fixtures.ts';
import { expectStatus } from './projects-fixtures.ts';

/**
 * The analysis as a Step Functions task in the local runtime: a re-run asked through the API,
 * live re-runs on new completes, the final run that closes the project and refreshes the norms.
 * Concurrent triggers take one slot: one run starts, the others collapse into it. The runs read
 * the sessions the simulated panel stored through the respondent calls.
 */
let a: SignedIn;
let b: SignedIn;
let projectId: string;

beforeAll(async () => {
  [a, b] = await Promise.all([registeredUser('run-a'), registeredUser('run-b')]);
  projectId = (
    await boughtProject(a, 'Runs', [{ kind: 'image', duration: 6 }], 'discover', {
      country: 'FR',
      category: 'drinks',
    })
  ).projectId;
  await launchFieldwork(a.clientId, projectId, 'dynata');
  const wave = await sendSimulatedRespondents(a.clientId, projectId, 0, 60);
  expect(wave.completes).toBeGreaterThan(30);
}, 120_000);

const analysisOf = async () => {
  const answer = await invokeRoute(analysisContract.routes.getAnalysis, {
    token: a.token,
    params: { clientId: a.clientId, projectId },
  });
  expectStatus(answer, 200);
  return answer.body;
};

function publishedRun(runId: string): Promise<ProjectAnalysis> {
  return waitFor(
    `run ${runId} to be published`,
    async () => {
      const analysis = await analysisOf();
      return analysis.run?.runId === runId && !analysis.running ? analysis : undefined;
    },
    { timeoutMs: 120_000, everyMs: 500 },
  );
}

const rerun = (user: SignedIn) =>
  invokeRoute(analysisContract.routes.runAnalysis, {
    token: user.token,
    params: { projectId },
  });

describe('analysis runs', () => {
  it('starts one re-run for concurrent requests and publishes it', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => rerun(a)));
    for (const answer of answers) expectStatus(answer, 202);
    const started = answers.filter((answer) => answer.body.state === 'started');
    expect(started).toHaveLength(1);
    const runId = started[0]?.body.runId ?? '';
    expect(answers.every((answer) => answer.body.runId === runId)).toBe(true);

    const analysis = await publishedRun(runId);
    expect(analysis.run?.reason).toBe('rerun');
    expect(analysis.run?.partial).toBe(true);
    expect(analysis.file.format).toBe('current');
    if (analysis.file.format === 'current') expect(analysis.file.analysis.dataSource).toBe('simulated');

    const again = await rerun(a);
    expectStatus(again, 429);
    expect((again.body as unknown as { code: string }).code).toBe('auth.rate_limited');
    expectStatus(await rerun(b), 404);
  }, 150_000);

  it('re-runs live results once per burst of completes, only when due', async () => {
    const state = await readRunState(a.clientId, projectId, true);
    expect(await requestLiveAnalysis(a.clientId, projectId, state.analysedCompletes)).toBe('not_due');
    const wave = await sendSimulatedRespondents(a.clientId, projectId, 60, 40);
    expect(wave.completes).toBeGreaterThan(25);
    const completes = state.analysedCompletes + wave.completes;
    const triggers = await Promise.all(
      Array.from({ length: 6 }, () => requestLiveAnalysis(a.clientId, projectId, completes)),
    );
    expect(triggers.filter((trigger) => trigger === 'started')).toHaveLength(1);
    const after = await readRunState(a.clientId, projectId, true);
    const runId = after.running?.runId ?? '';
    const analysis = await publishedRun(runId);
    expect(analysis.run?.reason).toBe('live');
    // Every complete is analysed but the speeders the run judged among them all (methodology,
    // "Respondent quality"); analysedCompletes counted the earlier run's n, speeders left out.
    if (analysis.file.format !== 'current') throw new Error('expected a current-format file');
    const speeders = analysis.file.analysis.respondents.removed?.byReason.speeder ?? 0;
    const allCompletes = (await findFieldwork(a.clientId, projectId, true))?.counts.completes ?? 0;
    expect(allCompletes).toBeGreaterThanOrEqual(completes);
    expect(analysis.run?.respondents.n).toBe(analysis.file.analysis.respondents.n);
    expect(analysis.run?.respondents.n).toBe(allCompletes - speeders);
  }, 150_000);

  it('closes the project with the final run and refreshes its country norms', async () => {
    const closedAt = new Date().toISOString();
    await requestFinalAnalysis(a.clientId, projectId, closedAt);
    const every500ms = { timeoutMs: 120_000, everyMs: 500 };
    await waitFor(
      'the final run to publish',
      async () => {
        const analysis = await analysisOf();
        return analysis.projectStatus === 'closed' && analysis.run?.partial === false ? analysis : undefined;
      },
      every500ms,
    );
    const project = await findProject(a.clientId, projectId);
    expect(project?.closed).toBe(closedAt);
    expect(project?.analysis?.partial).toBe(false);
    const norms: Norms = await waitFor(
      'the norms to count the closed project',
      async () => {
        const answer = await invokeRoute(analysisContract.routes.getNorms, {
          token: a.token,
          query: { country: 'FR', category: 'drinks', viewer: 'tv' },
        });
        expectStatus(answer, 200);
        return answer.body.basis.projects > 0 ? answer.body : undefined;
      },
      every500ms,
    );
    expect(norms.basis.projects).toBeGreaterThanOrEqual(1);
  }, 150_000);
});
