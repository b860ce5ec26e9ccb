import { describe, expect, inject, it } from 'vitest';
import { countStatuses, freshLoopbackAddress, postJson, type RawAnswer } from '../support/http-burst.ts';
import { uniqueEmail } from '../support/invoke.ts';
import { PASSWORD, registeredUser } from './accounts-fixtures.ts';

/**
 * Login limits under concurrency, through the local runtime's HTTP API (the handlers with
 * Lambda's deadline, scrypt at the OWASP cost, one process as one busy container). Each burst
 * comes from loopback addresses of its own, so no other test shares its per-address counter.
 */
const runtime = inject('integrationRuntime');
const loginUrl = `${runtime.apiUrl.replace('//localhost:', '//127.0.0.1:')}/users/login`;

const tryLogin = (email: string, password: string, from: string) =>
  postJson(loginUrl, { email, password, domain: 'client' }, from);

const serverErrors = (answers: readonly RawAnswer[]) => answers.filter((answer) => answer.status >= 500);

describe('login lockout under concurrent attempts', () => {
  it('50 wrong passwords and then the right one, all at once: every one refused, at most 5 checked, no 5xx', async () => {
    const { email } = await registeredUser('burst');
    const from = freshLoopbackAddress();
    const attempts = [
      ...Array.from({ length: 50 }, (_, index) => tryLogin(email, `Wrong-pass-${index}`, from)),
      tryLogin(email, PASSWORD, from),
    ];
    const answers = await Promise.all(attempts);
    const counts = countStatuses(answers);
    console.info(`50 wrong + 1 right at once: ${JSON.stringify(counts)}`);
    expect(serverErrors(answers)).toEqual([]);
    expect(answers.at(-1)?.status, 'the right password after 50 wrong ones').toBe(429);
    expect(counts[200] ?? 0).toBe(0);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(51);
    for (const answer of answers.filter((candidate) => candidate.status === 429)) {
      expect(JSON.parse(answer.body)).toEqual({
        code: 'rate_limited',
        message: 'Too many attempts: wait a few minutes and try again.',
      });
    }
    // Five checked failures lock the e-mail for the window, even for the right password from
    // elsewhere. Attempts refused for overload checked nothing and gave their slot back.
    const after = await tryLogin(email, PASSWORD, freshLoopbackAddress());
    expect(after.status).toBe((counts[401] ?? 0) >= 5 ? 429 : 200);
  }, 120_000);

  it('200 concurrent logins on unknown e-mails from one address: no 5xx, at most 50 checked', async () => {
    const from = freshLoopbackAddress();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => tryLogin(uniqueEmail('nobody'), 'Some-pass-2026', from)),
    );
    const counts = countStatuses(answers);
    console.info(`200 unknown e-mails, one address: ${JSON.stringify(counts)}`);
    expect(serverErrors(answers)).toEqual([]);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(200);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(50);
  }, 120_000);

  it('200 concurrent logins on unknown e-mails from 200 addresses: no 5xx, the work beyond capacity answers 429', async () => {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        tryLogin(uniqueEmail('nobody'), 'Some-pass-2026', freshLoopbackAddress()),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const counts = countStatuses(answers);
    console.info(`200 unknown e-mails, 200 addresses: ${JSON.stringify(counts)} in ${seconds.toFixed(1)} s`);
    expect(serverErrors(answers)).toEqual([]);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(200);
    // The right password still works once the burst is over.
    const { email } = await registeredUser('after-burst');
    expect((await tryLogin(email, PASSWORD, freshLoopbackAddress())).status).toBe(200);
  }, 120_000);
});
