import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loginAt } from '../support/invoke-route.ts';

const SIGNED_IN = { token: 't', accountId: 'c1', clientType: 'regular', firstLogin: false };

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** An API whose login answers each status of `answers` in turn (the last one from then on). */
async function apiAnswering(
  answers: { status: number; body: unknown }[],
): Promise<{ url: string; calls: () => number }> {
  let calls = 0;
  server = createServer((request, response) => {
    request.resume();
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((ready) => server!.listen(0, '127.0.0.1', ready));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, calls: () => calls };
}

const busy = { status: 429, body: { code: 'common.busy', message: 'busy' } };

describe("the tests' login", () => {
  it('sends a login answered busy again (overload on a loaded machine), as the web app does', async () => {
    const api = await apiAnswering([busy, busy, { status: 200, body: SIGNED_IN }]);
    await expect(loginAt(api.url, 'a@b.c', 'pw')).resolves.toMatchObject({ accountId: 'c1' });
    expect(api.calls()).toBe(3);
  });

  it('does not send again a login refused for what it is (too many attempts, wrong password)', async () => {
    const limited = await apiAnswering([{ status: 429, body: { code: 'auth.rate_limited', message: 'x' } }]);
    await expect(loginAt(limited.url, 'a@b.c', 'pw')).rejects.toThrow(/429.*auth\.rate_limited/);
    expect(limited.calls()).toBe(1);
  });
});
