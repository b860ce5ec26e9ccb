import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { Context } from 'aws-lambda';
import { defineContract } from '@adpulse/shared';
import { currentDeadline } from '../deadline.ts';
import { TIMEOUT_MARGIN_MS, domainHandler } from './domain-handler.ts';
import { pause } from '../retry.ts';
import { buildHttpEvent } from './event.ts';

/** A Lambda context whose deadline is `remainingMs` from now. */
function contextWith(remainingMs: number): Context {
  const deadline = Date.now() + remainingMs;
  return {
    awsRequestId: 'test',
    functionName: 'platform',
    getRemainingTimeInMillis: () => deadline - Date.now(),
  } as Context;
}

const contract = defineContract('platform', {
  wait: { method: 'GET', path: '/wait', auth: 'public', response: z.object({}) },
});

const waitEvent = () =>
  buildHttpEvent({ method: 'GET', routePath: '/api/wait', rawPath: '/api/wait', headers: {} });

describe('the domain handler and the function deadline', () => {
  it('answers 429 (never a 500) when a request runs out of time, just before the deadline', async () => {
    const slow = domainHandler(contract, {
      wait: async () => {
        await pause(5_000);
        return {};
      },
    });
    const started = Date.now();
    const result = await slow(waitEvent(), contextWith(TIMEOUT_MARGIN_MS + 200));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result.statusCode).toBe(429);
    expect(JSON.parse(result.body ?? '')).toEqual({
      code: 'common.busy',
      message: 'Too many attempts: wait a few minutes and try again.',
    });
  });

  it('tells the work inside the request when it must be done', async () => {
    let seen: number | undefined;
    const probe = domainHandler(contract, {
      wait: async () => {
        seen = currentDeadline();
        return {};
      },
    });
    const before = Date.now();
    const result = await probe(waitEvent(), contextWith(10_000));
    expect(result.statusCode).toBe(200);
    expect(seen).toBeGreaterThanOrEqual(before + 10_000 - TIMEOUT_MARGIN_MS - 50);
    expect(seen).toBeLessThanOrEqual(Date.now() + 10_000 - TIMEOUT_MARGIN_MS);
    expect(currentDeadline()).toBeUndefined();
  });
});
