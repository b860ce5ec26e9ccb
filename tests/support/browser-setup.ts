import type { TestProject } from 'vitest/node';
import { startTestRuntime, synthesizeForTestRun, type TestRuntime } from './runtime.ts';
import { assertChromiumInstalled } from './browser.ts';
import { ensureWebBuilt } from '../../scripts/web-build.ts';

export interface DemoLogin {
  email: string;
  password: string;
  clientType: string;
  subType: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the local runtime serving web/dist and the API. */
    appUrl: string;
    /** Accounts seeded in the runtime, to sign in through the form. */
    demoLogins: DemoLogin[];
  }
}

/** Global setup of the browser project: the built app served by the real local runtime (API included). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertChromiumInstalled();
  await ensureWebBuilt();
  // The runtime runs the handlers in this process: check their answers against the contracts.
  Object.assign(process.env, project.config.env);
  const { forget: forgetStacks } = await synthesizeForTestRun();
  let demoLogins: DemoLogin[] = [];
  let runtime: TestRuntime;
  try {
    runtime = await startTestRuntime({
      seed: async () => {
        // The same demo accounts `npm start` seeds (README, Demo accounts).
        const { seedDemo } = await import('../../local/src/demo.ts');
        demoLogins = await seedDemo();
        const { seedShellAccounts } = await import('./shell-accounts.ts');
        await seedShellAccounts();
      },
    });
  } catch (error) {
    await forgetStacks();
    throw error;
  }
  project.provide('appUrl', runtime.url);
  project.provide('demoLogins', demoLogins);
  return async () => {
    try {
      await runtime.stop();
    } finally {
      await forgetStacks();
    }
  };
}
