import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalRuntime } from '../../local/src/runtime.ts';
import { TEST_CLOCK_ENV } from '../../functions/src/platform/clock.ts';

export interface IntegrationRuntime {
  url: string;
  apiUrl: string;
  dataDir: string;
  endpoints: { dynamodb: string; s3: string; sfn: string };
  /** The handler environment, also already in every worker's process.env. */
  environment: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    integrationRuntime: IntegrationRuntime;
  }
}

/**
 * Global setup of the integration project: the local runtime (DynamoDB Local, s3rver, tables
 * and buckets from the synthesized CDK app, Step Functions, the API) on free ports with a
 * fresh data dir. It sets the handler environment on process.env before any worker is forked,
 * and Vitest forks workers with this process's env: so `dynamoClient()` & co. in a test reach
 * the local services with no per-test setup. `inject('integrationRuntime')` gives the URLs.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The runtime runs the handlers in this process: check their answers against the contracts.
  Object.assign(process.env, project.config.env);
  // A bought project's fieldwork machine runs, but sends no simulated respondents of its own:
  // the tests that want them send them with the same driver (fieldwork-machine.test.ts).
  process.env.SIMULATED_RESPONDENTS = 'off';
  // No periodic sweep: fixtures leave fieldwork and purchases half-way on purpose; the sweeper's
  // own tests call it (workflows-sweeper.test.ts), the crash test runs it on a period.
  process.env.SWEEPER_SECONDS ??= 'off';
  // A request may pin its clock (x-adpulse-test-clock): the login limits' windows are tested
  // at an instant the test chooses instead of waiting for real time (accounts-lockout.test.ts).
  process.env[TEST_CLOCK_ENV] = 'on';
  const dataDir = await mkdtemp(join(tmpdir(), 'adpulse-integration-'));
  try {
    const runtime = await startLocalRuntime({ port: 0, dataDir, quiet: true, dynamoDbInMemory: true });
    project.provide('integrationRuntime', {
      url: runtime.url,
      apiUrl: runtime.apiUrl,
      dataDir,
      endpoints: runtime.endpoints,
      environment: runtime.environment,
    });
    return async () => {
      await runtime.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
