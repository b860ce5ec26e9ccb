import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../support/wait.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'adpulse-start-'));

function processesOf(dir: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(dir) && !line.includes('ps -eo'));
}

/** Whether `check` came true within `timeoutMs` (read every 250 ms). */
const cameTrue = (what: string, check: () => boolean, timeoutMs: number): Promise<boolean> =>
  waitFor(what, () => (check() ? true : undefined), { timeoutMs, everyMs: 250 }).catch(() => check());

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start', () => {
  it('serves the product with the demo logins, and leaves no process behind when npm is killed', async () => {
    const npm = spawn('npm', ['start', '--silent'], {
      env: { ...process.env, PORT: '0', ADPULSE_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let exited = false;
    npm.on('exit', () => (exited = true));
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

    expect(
      (await cameTrue('npm start to serve', () => exited || /running at (http:\S+)/.test(output), 90_000)) &&
        !exited,
      output,
    ).toBe(true);
    const url = /running at (http:\S+)/.exec(output)?.[1];
    expect(output).toContain('demo@adpulse.local');
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(processesOf(dataDir).some((line) => line.includes('DynamoDBLocal'))).toBe(true);

    npm.kill('SIGTERM');
    expect(
      await cameTrue('every process to end', () => processesOf(dataDir).length === 0, 20_000),
      processesOf(dataDir).join('\n'),
    ).toBe(true);
  }, 150_000);
});
