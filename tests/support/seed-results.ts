import type { ProjectType } from '../../shared/src/projects/constants.ts';
import type { AnalysisRunReason, ProjectAnalysis } from '../../shared/src/analysis/index.ts';
import type { SignedIn } from '../integration/accounts-fixtures.ts';
import { analyseSimulated, boughtProject, type StimulusSpec } from '../integration/analysis-fixtures.ts';
import {
  callApi,
  seedRegularClient,
  startRuntimeWithWebCopy,
  type DashboardClient,
} from './seed-dashboard.ts';
import type { TestRuntime } from './runtime.ts';

export const RESULTS_PASSWORD = 'Results-pass-2026';

/**
 * A runtime of the results tests' own (startRuntimeWithWebCopy: its own copy of web/dist), with
 * one regular client signed in.
 */
export async function startResultsRuntime(): Promise<{ runtime: TestRuntime; user: SignedIn }> {
  let client: DashboardClient | undefined;
  const runtime = await startRuntimeWithWebCopy(async () => {
    client = await seedRegularClient('owner@results.adpulse.local', {
      companyName: 'Results Test S.r.l.',
      firstName: 'Rita',
      lastName: 'Sultati',
      password: RESULTS_PASSWORD,
    });
  });
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
