import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRuntime, type LocalRuntime, type LocalRuntimeOptions } from '../../local/src/runtime.ts';

export interface TestRuntime {
  url: string;
  apiUrl: string;
  endpoints: LocalRuntime['endpoints'];
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The whole local runtime for browser tests and benchmarks: free ports (never the dev
 * instance's), a fresh data dir removed on stop, no logs. It serves web/dist as built: build
 * the web app first.
 */
export async function startTestRuntime(
  options: Pick<LocalRuntimeOptions, 'seed' | 'stepFunctionsWaitMs' | 'webDistDir'> & {
    /** Let bought projects' fieldwork machines send simulated respondents (npm start does); default off. */
    simulatedRespondents?: boolean;
  } = {},
): Promise<TestRuntime> {
  const { simulatedRespondents, ...runtimeOptions } = options;
  process.env.SIMULATED_RESPONDENTS = simulatedRespondents ? 'on' : 'off';
  // No periodic sweep in the browser tests' runtime (its fixtures leave work half-way on purpose).
  process.env.SWEEPER_SECONDS ??= 'off';
  const dataDir = await mkdtemp(join(tmpdir(), 'adpulse-runtime-'));
  let runtime: LocalRuntime;
  try {
    runtime = await startLocalRuntime({
      ...runtimeOptions,
      port: 0,
      dataDir,
      quiet: true,
      dynamoDbInMemory: true,
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: runtime.url,
    apiUrl: runtime.apiUrl,
    endpoints: runtime.endpoints,
    dataDir,
    stop: async () => {
      try {
        await runtime.stop();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
