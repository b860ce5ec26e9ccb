import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProjectType } from '../../shared/src/projects/constants.ts';
import type { AnalysisRunReason, ProjectAnalysis } from '../../shared/src/analysis/index.ts';
import { WEB_DIST_DIR } from '../../local/src/paths.ts';
import type { SignedIn } from '../integration/accounts-fixtures.ts';
import { analyseSimulated, boughtProject, type StimulusSpec } from '../integration/analysis-fixtures.ts';
import { callApi, type DashboardClient } from './seed-dashboard.ts';
import { startTestRuntime, type TestRuntime } from './runtime.ts';

export const RESULTS_PASSWORD = 'Results-pass-2026';

/** A regular client of the results tests, made in-process (no e-mail round trip). */
async function seedResultsClient(email: string): Promise<DashboardClient> {
  const { createClientWithAdmin } = await import('../../functions/src/accounts/account-creation.ts');
  const { storePassword } = await import('../../functions/src/accounts/password-links.ts');
  const { client, user } = await createClientWithAdmin(
    {
      clientType: 'regular',
      multiUser: false,
      companyName: 'Results Test S.r.l.',
      registration: { country: 'IT', newsletterRegistration: false, type: 'predict' },
    },
    { firstName: 'Rita', lastName: 'Sultati', email },
    'en',
  );
  if (!(await storePassword(user, RESULTS_PASSWORD, { activate: true }))) {
    throw new Error(`Could not set the password of ${email}`);
  }
  return { email, password: RESULTS_PASSWORD, clientId: client.clientId };
}

/**
 * A runtime of the results tests' own, serving a copy of web/dist taken at start (a rebuild
 * meanwhile cannot swap chunks under open pages), with one regular client signed in.
 */
export async function startResultsRuntime(): Promise<{ runtime: TestRuntime; user: SignedIn }> {
  let client: DashboardClient | undefined;
  const webDistDir = await mkdtemp(join(tmpdir(), 'adpulse-results-web-'));
  await cp(WEB_DIST_DIR, webDistDir, { recursive: true });
  let started: TestRuntime;
  try {
    started = await startTestRuntime({
      webDistDir,
      seed: async () => {
        client = await seedResultsClient('owner@results.adpulse.local');
      },
    });
  } catch (error) {
    await rm(webDistDir, { recursive: true, force: true });
    throw error;
  }
  const runtime: TestRuntime = {
    ...started,
    stop: async () => {
      try {
        await started.stop();
      } finally {
        await rm(webDistDir, { recursive: true, force: true });
      }
    },
  };
  if (!client) {
    await runtime.stop();
    throw new Error('The results client was not seeded');
  }
  const login = await fetch(`${runtime.apiUrl}/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: client.email, password: client.password, domain: 'client' }),
  });
  const { token } = (await login.json()) as { token: string };
  return { runtime, user: { email: client.email, token, clientId: client.clientId, userId: '' } };
}

/**
 * A bought project whose analysis the real engine made from `respondents` simulated sessions:
 * still active (`live`) or closed (`final`).
 */
export async function analysedProject(
  user: SignedIn,
  name: string,
  stimuli: StimulusSpec[],
  respondents: number,
  options: { type?: ProjectType; reason?: AnalysisRunReason } = {},
): Promise<string> {
  const { projectId } = await boughtProject(user, name, stimuli, options.type ?? 'discover', {
    country: 'IT',
    category: 'food',
  });
  const outcome = await analyseSimulated(user, projectId, respondents, options.reason ?? 'final');
  if (outcome.status !== 'published') throw new Error(`The analysis of ${name} was ${outcome.status}`);
  return projectId;
}

/** The analysis answer of a project, as the screens read it. */
export function readAnalysis(
  runtime: TestRuntime,
  user: SignedIn,
  projectId: string,
): Promise<ProjectAnalysis> {
  return callApi<ProjectAnalysis>(
    runtime,
    user.token,
    'GET',
    `/clients/${user.clientId}/projects/${projectId}/analysis`,
  );
}
