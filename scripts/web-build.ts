/**
 * web/dist as tests, benches and scripts need it: rebuilt when missing or older than its sources.
 * The build runs as `npm run build:web` in a child process with NODE_ENV=production: built inside
 * vitest (NODE_ENV=test), Vite bundles React's development build even when NODE_ENV is switched in
 * process, and the bundle budgets then measure the wrong thing.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const WEB = join(ROOT, 'web');
const MANIFEST = join(WEB, 'dist', '.vite', 'manifest.json');
const SOURCES = [
  join(WEB, 'src'),
  join(WEB, 'public'),
  join(WEB, 'scripts'),
  join(WEB, 'index.html'),
  join(WEB, 'respondent.html'),
  join(WEB, 'measure-harness.html'),
  join(WEB, 'vite.config.ts'),
  join(WEB, 'boot'),
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

export async function ensureWebBuilt(log: (line: string) => void = () => {}): Promise<void> {
  const builtAt = existsSync(MANIFEST) ? statSync(MANIFEST).mtimeMs : 0;
  if (builtAt >= Math.max(...SOURCES.map(newestChange))) return;
  log('Building the web app (web/dist) ...');
  await new Promise<void>((done, fail) => {
    const child = spawn('npm', ['run', 'build:web', '--silent'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`npm run build:web exited with ${code}`)),
    );
  });
}
