import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRuntime, type LocalRuntime, type LocalRuntimeOptions } from '../../local/src/runtime.ts';
import { synthesizeStacks } from '../../local/src/synth.ts';
import type { StackTemplate } from '../../local/src/template.ts';

/** The file of the CDK app synthesized once for a test run (JSON), for the workers' runtimes. */
const TEST_STACKS_ENV = 'ADPULSE_TEST_STACKS';

/**
 * Synthesizes the CDK app once for a test run, before the workers fork: every test runtime then
 * starts from these templates instead of synthesizing again in each file's worker (about 3 s of
 * CPU each). The synth reads no environment, so every runtime of the run would make the same.
 * Child processes given this process's environment read them too. Answers the templates and their
 * removal, for the run's teardown.
 */
export async function synthesizeForTestRun(): Promise<{
  stacks: StackTemplate[];
  forget: () => Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'adpulse-test-stacks-'));
  const file = join(dir, 'stacks.json');
  const stacks = await synthesizeStacks(join(dir, 'cdk.out'));
  await writeFile(file, JSON.stringify(stacks));
  process.env[TEST_STACKS_ENV] = file;
  return {
    stacks,
    forget: async () => {
      delete process.env[TEST_STACKS_ENV];
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The templates synthesizeForTestRun() made for this run, if any (`stacks` for startLocalRuntime). */
export function stacksOfTestRun(): { stacks?: StackTemplate[] } {
  const file = process.env[TEST_STACKS_ENV];
  return file ? { stacks: JSON.parse(readFileSync(file, 'utf8')) as StackTemplate[] } : {};
}

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
      ...stacksOfTestRun(),
      // definitions.test.ts validates every workflow once; each start would take 2.3 s of CPU.
      validateWorkflows: false,
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
