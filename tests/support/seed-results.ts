import { analysisContract } from '@adpulse/shared';
import type { ProjectType } from '../../shared/src/projects/constants.ts';
import type { ProjectAnalysis } from '../../shared/src/analysis/index.ts';
import { newId } from '../../functions/src/platform/ids.ts';
import { DEMO_SAMPLE_SIZE, seedAnalysedProject } from '../../local/src/demo-results.ts';
import { GELATO } from '../../local/src/demo-story.ts';
import type { SignedIn } from '../integration/accounts-fixtures.ts';
import type { StimulusSpec } from '../integration/analysis-fixtures.ts';
import {
  callApi,
  seedRegularClient,
  startRuntimeWithWebCopy,
  type DashboardClient,
} from './seed-dashboard.ts';
import { loginAt } from './invoke-route.ts';
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
  const { token } = await loginAt(runtime.apiUrl, client.email, client.password);
  return { runtime, user: { email: client.email, token, clientId: client.clientId, userId: '' } };
}

/**
 * A bought project with results, made by the demo data's own seeding (local/src/demo-results.ts):
 * generated stimuli checked like uploads, simulated respondents through the respondent calls,
 * then the real analysis run. `final` closes it on its sample of `respondents` (the demo sample
 * size); `live` leaves it active with a partial analysis once `respondents` completed.
 */
export async function analysedProject(
  user: SignedIn,
  name: string,
  stimuli: StimulusSpec[],
  respondents: number,
  options: { type?: ProjectType; reason?: 'final' | 'live' } = {},
): Promise<string> {
  const reason = options.reason ?? 'final';
  if (reason === 'final' && respondents !== DEMO_SAMPLE_SIZE) {
    throw new Error(`A closed project is fielded on the demo sample of ${DEMO_SAMPLE_SIZE}`);
  }
  const project = await seedAnalysedProject({
    clientId: user.clientId,
    projectId: newId(Date.now()),
    name,
    type: options.type ?? 'discover',
    stimuli: stimuli.map((stimulus, index) => ({
      name: stimulus.name ?? `Stimulus ${index + 1}`,
      media: {
        kind: stimulus.kind,
        ad: index % 2 ? { ...GELATO, shape: 'bottle', accent: 'f7d94c' } : GELATO,
        seconds: stimulus.duration,
      },
    })),
    brand: GELATO.product,
    reason,
    ...(reason === 'live' ? { liveCompletes: respondents } : {}),
    created: new Date(),
  });
  return project.projectId;
}

/** The closed A/B test the results tests and bench read: two videos of 8 s and 6 s. */
export const TWO_VIDEOS: StimulusSpec[] = [
  { kind: 'video', duration: 8, name: 'Spot Pistacchio' },
  { kind: 'video', duration: 6, name: 'Spot Limone' },
];

/** A closed A/B test with TWO_VIDEOS (or `stimuli`), fielded on the demo sample. */
export function closedAbTest(
  user: SignedIn,
  name: string,
  stimuli: StimulusSpec[] = TWO_VIDEOS,
): Promise<string> {
  return analysedProject(user, name, stimuli, DEMO_SAMPLE_SIZE, { type: 'abtest' });
}

/** The analysis answer of a project, as the screens read it. */
export function readAnalysis(
  runtime: TestRuntime,
  user: SignedIn,
  projectId: string,
): Promise<ProjectAnalysis> {
  return callApi(runtime, user.token, analysisContract.routes.getAnalysis, {
    params: { clientId: user.clientId, projectId },
  });
}
