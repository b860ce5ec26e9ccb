import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'adpulse-start-'));

function processesOf(dir: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(dir) && !line.includes('ps -eo'));
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return check();
}

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
      (await waitFor(() => exited || /running at (http:\S+)/.test(output), 90_000)) && !exited,
      output,
    ).toBe(true);
    const url = /running at (http:\S+)/.exec(output)?.[1];
    expect(output).toContain('demo@adpulse.local');
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(processesOf(dataDir).some((line) => line.includes('DynamoDBLocal'))).toBe(true);

    npm.kill('SIGTERM');
    expect(
      await waitFor(() => processesOf(dataDir).length === 0, 20_000),
      processesOf(dataDir).join('\n'),
    ).toBe(true);
  }, 150_000);
});
