import { describe, expect, it } from 'vitest';
import type { Context } from 'aws-lambda';
import { currentDeadline } from './deadline.ts';
import { buildHttpEvent } from './http-event.ts';
import { TIMEOUT_MARGIN_MS, domainHandler, ok, route } from './http.ts';

/** A Lambda context whose deadline is `remainingMs` from now. */
function contextWith(remainingMs: number): Context {
  const deadline = Date.now() + remainingMs;
  return {
    awsRequestId: 'test',
    functionName: 'platform',
    getRemainingTimeInMillis: () => deadline - Date.now(),
  } as Context;
}

const health = () =>
  buildHttpEvent({ method: 'GET', routePath: '/api/health', rawPath: '/api/health', headers: {} });

describe('the domain handler and the function deadline', () => {
  it('answers 429 (never a 500) when a request runs out of time, just before the deadline', async () => {
    const slow = domainHandler('platform', {
      'GET /health': route({}, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        return ok({});
      }),
    });
    const started = Date.now();
    const result = await slow(health(), contextWith(TIMEOUT_MARGIN_MS + 200));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result.statusCode).toBe(429);
    expect(JSON.parse(result.body ?? '')).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts: wait a few minutes and try again.',
    });
  });

  it('tells the work inside the request when it must be done', async () => {
    let seen: number | undefined;
    const probe = domainHandler('platform', {
      'GET /health': route({}, async () => {
        seen = currentDeadline();
        return ok({});
      }),
    });
    const before = Date.now();
    await probe(health(), contextWith(10_000));
    expect(seen).toBeGreaterThanOrEqual(before + 10_000 - TIMEOUT_MARGIN_MS - 50);
    expect(seen).toBeLessThanOrEqual(Date.now() + 10_000 - TIMEOUT_MARGIN_MS);
    expect(currentDeadline()).toBeUndefined();
  });
});
