import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startTestRuntime } from './runtime.ts';
import { assertChromiumInstalled } from './browser.ts';

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

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const WEB = join(ROOT, 'web');
const MANIFEST = join(WEB, 'dist', '.vite', 'manifest.json');
const WEB_SOURCES = [
  join(WEB, 'src'),
  join(WEB, 'public'),
  join(WEB, 'index.html'),
  join(WEB, 'respondent.html'),
  join(WEB, 'vite.config.ts'),
  join(ROOT, 'shared', 'src'),
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

/** web/dist as the tests need it: rebuilt when missing or older than its sources. */
async function ensureWebBuilt(): Promise<void> {
  const builtAt = existsSync(MANIFEST) ? statSync(MANIFEST).mtimeMs : 0;
  if (builtAt >= Math.max(...WEB_SOURCES.map(newestChange))) return;
  const { build } = await import('vite');
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(WEB, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** Global setup of the browser project: the built app served by the real local runtime (API included). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertChromiumInstalled();
  await ensureWebBuilt();
  // The runtime runs the handlers in this process: check their answers against the contracts.
  Object.assign(process.env, project.config.env);
  let demoLogins: DemoLogin[] = [];
  const runtime = await startTestRuntime({
    seed: async () => {
      // The same demo accounts `npm start` seeds (README, Demo accounts).
      const { seedDemo } = await import('../../local/src/demo.ts');
      demoLogins = await seedDemo();
      const { seedShellAccounts } = await import('./shell-accounts.ts');
      await seedShellAccounts();
    },
  });
  project.provide('appUrl', runtime.url);
  project.provide('demoLogins', demoLogins);
  return () => runtime.stop();
}
