import { describe, expect, inject, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../functions/src/platform/aws.ts';
import { LOGIN_THROTTLE } from '../../functions/src/accounts/data/throttle.ts';
import { windowAt } from '../../functions/src/platform/dynamo/throttle.ts';
import { TEST_CLOCK_HEADER } from '../../functions/src/platform/clock.ts';
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

const WINDOW_SECONDS = LOGIN_THROTTLE.email.windowSeconds;

/**
 * The instant a burst's requests read (their injected clock, TEST_CLOCK_HEADER): a second into
 * the current window, so a burst never straddles two windows whatever the real time.
 */
const burstInstant = () => (windowAt(Date.now() / 1000, WINDOW_SECONDS).start + 1) * 1000;

const tryLogin = (email: string, password: string, from: string, at?: number) =>
  postJson(
    loginUrl,
    { email, password, domain: 'client' },
    from,
    at === undefined ? {} : { [TEST_CLOCK_HEADER]: String(at) },
  );

/** A failed-login counter in the window of `at`, read straight from the table. */
async function failuresCounted(
  subject: string,
  at: number,
  kind: string = LOGIN_THROTTLE.email.kind,
): Promise<number> {
  const window = windowAt(Math.floor(at / 1000), WINDOW_SECONDS);
  const { Item } = await dynamoClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: `THROTTLE#${kind}#${subject}`, sk: `WINDOW#${window.start}` },
      ConsistentRead: true,
    }),
  );
  return Number(Item?.attempts ?? 0);
}

const serverErrors = (answers: readonly RawAnswer[]) => answers.filter((answer) => answer.status >= 500);

describe('login lockout under concurrent attempts', () => {
  it('50 wrong passwords and then the right one, all at once: every one refused, at most 5 checked, no 5xx', async () => {
    const { email } = await registeredUser('burst');
    const at = burstInstant();
    const from = freshLoopbackAddress();
    const attempts = [
      ...Array.from({ length: 50 }, (_, index) => tryLogin(email, `Wrong-pass-${index}`, from, at)),
      tryLogin(email, PASSWORD, from, at),
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
      // A full counter (auth.rate_limited) or overload (common.busy): both 429 with the same text.
      const body = JSON.parse(answer.body) as { code: string; message: string };
      expect(['auth.rate_limited', 'common.busy']).toContain(body.code);
      expect(body.message).toBe('Too many attempts: wait a few minutes and try again.');
    }
    // The counter proves how many passwords were checked, whatever the client saw (an attempt
    // answered 429 at its deadline may still have been checked): never more than the limit.
    const checked = await failuresCounted(email, at);
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked).toBeGreaterThanOrEqual(counts[401] ?? 0);
  }, 120_000);

  it('200 concurrent logins on unknown e-mails from one address: no 5xx, at most 50 checked', async () => {
    const at = burstInstant();
    const from = freshLoopbackAddress();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => tryLogin(uniqueEmail('nobody'), 'Some-pass-2026', from, at)),
    );
    const counts = countStatuses(answers);
    console.info(`200 unknown e-mails, one address: ${JSON.stringify(counts)}`);
    expect(serverErrors(answers)).toEqual([]);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(200);
    const checked = await failuresCounted(from, at, LOGIN_THROTTLE.ip.kind);
    expect(checked).toBeLessThanOrEqual(50);
    expect(checked).toBeGreaterThanOrEqual(counts[401] ?? 0);
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
    // The right password still works once the burst is over: hashes of requests that were
    // answered at their deadline may still occupy the process for a while (each busy answer
    // gives its slots back, so asking again costs nothing).
    const { email } = await registeredUser('after-burst');
    const from = freshLoopbackAddress();
    await expect
      .poll(async () => (await tryLogin(email, PASSWORD, from)).status, { timeout: 90_000, interval: 2_000 })
      .toBe(200);
  }, 240_000);
});
