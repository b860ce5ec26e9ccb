import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MiddlewareStack } from '@smithy/types';
import { handler as billingHandler } from '../../functions/src/billing/handler.ts';
import { findPurchase, savePurchaseAttempt } from '../../functions/src/billing/data/purchases.ts';
import { saveFeasibilityRun } from '../../functions/src/fieldwork/data/feasibility-runs.ts';
import { handler as fieldworkHandler } from '../../functions/src/fieldwork/handler.ts';
import { sfnClient } from '../../functions/src/platform/aws.ts';
import { invoke } from '../support/invoke.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { projectAtCheckout } from './wizard-fixtures.ts';

const VISA = '4242 4242 4242 4242';

interface PurchaseAnswer {
  state: string;
  attempt?: number;
  error?: { code: string };
}

const call = (method: 'GET' | 'POST', user: SignedIn, projectId: string, body?: object) =>
  invoke<PurchaseAnswer>(billingHandler, method, '/projects/{projectId}/buy', {
    token: user.token,
    params: { projectId },
    ...(body ? { body } : {}),
  });

const feasibility = (method: 'GET' | 'POST', user: SignedIn, projectId: string) =>
  invoke<{ state: string; items: unknown[]; error?: { code: string } }>(
    fieldworkHandler,
    method,
    '/projects/{projectId}/feasibility',
    { token: user.token, params: { projectId } },
  );

/** Every Step Functions call this process makes, by command name (a middleware on the real client). */
const sfnCalls: string[] = [];
beforeAll(() => {
  const stack = sfnClient().middlewareStack as MiddlewareStack<object, object>;
  stack.add(
    (next, context) => (args) => {
      sfnCalls.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'countSfnCalls' },
  );
});
afterAll(() => {
  (sfnClient().middlewareStack as MiddlewareStack<object, object>).remove('countSfnCalls');
});

let buyer: SignedIn;
beforeAll(async () => {
  buyer = await registeredUser('recorded-end');
});

describe('the purchase machine records its own end; GET /buy never asks Step Functions', () => {
  it('a card purchase: polls read the record, and RecordPurchased marks it succeeded', async () => {
    const project = await projectAtCheckout(buyer, 'discover');
    sfnCalls.length = 0;
    expect((await call('POST', buyer, project._id, { paymentMethod: VISA })).body).toEqual({
      state: 'running',
      attempt: 1,
    });
    await vi.waitFor(
      async () => {
        expect((await call('GET', buyer, project._id)).body).toEqual({
          state: 'succeeded',
          attempt: 1,
          paidWith: 'card',
        });
      },
      { timeout: 60_000, interval: 50 },
    );
    await vi.waitFor(
      async () => {
        expect(await findPurchase(buyer.clientId, project._id)).toMatchObject({ state: 'succeeded' });
      },
      { timeout: 60_000, interval: 50 },
    );
    expect((await call('GET', buyer, project._id)).body).toEqual({
      state: 'succeeded',
      attempt: 1,
      paidWith: 'card',
    });
    expect(sfnCalls).toEqual(['StartExecutionCommand']);
  }, 120_000);

  it('an attempt still "running" past the machine\u2019s timeout ended unrecorded: it reads as failed', async () => {
    const project = await projectAtCheckout(buyer, 'discover');
    const longAgo = new Date(Date.now() - 16 * 60 * 1000).toISOString();
    await savePurchaseAttempt(buyer.clientId, {
      projectId: project._id,
      attempt: 1,
      executionArn: 'arn:aws:states:us-east-1:000000000000:execution:adpulse-purchase:gone',
      state: 'running',
      startedAt: longAgo,
      updatedAt: longAgo,
    });
    sfnCalls.length = 0;
    expect((await call('GET', buyer, project._id)).body).toMatchObject({
      state: 'failed',
      attempt: 1,
      error: { code: 'purchase.failed' },
    });
    expect(sfnCalls).toEqual([]);
  });
});

describe('the feasibility machine records its own end; GET /feasibility never asks Step Functions', () => {
  it('a feasible run: polls read the record the machine wrote', async () => {
    const project = await projectAtCheckout(buyer, 'abtest');
    sfnCalls.length = 0;
    expect((await feasibility('POST', buyer, project._id)).body).toEqual({ items: [], state: 'running' });
    await vi.waitFor(
      async () => {
        const answer = (await feasibility('GET', buyer, project._id)).body;
        expect(answer.state).toBe('succeeded');
        expect(answer.items).toHaveLength(2);
      },
      { timeout: 60_000, interval: 50 },
    );
    expect(sfnCalls).toEqual(['StartExecutionCommand']);
  }, 120_000);

  it('a run still "running" past the machine\u2019s timeout reads as timed out, with the not-feasible text', async () => {
    const project = await projectAtCheckout(buyer, 'discover');
    const longAgo = new Date(Date.now() - 12 * 60 * 1000).toISOString();
    await saveFeasibilityRun(buyer.clientId, {
      projectId: project._id,
      runId: 'feasibility-gone',
      state: 'running',
      items: [],
      startedAt: longAgo,
      updatedAt: longAgo,
    });
    sfnCalls.length = 0;
    expect((await feasibility('GET', buyer, project._id)).body).toMatchObject({
      state: 'timed_out',
      items: [],
      error: { code: 'fieldwork.not_feasible' },
    });
    expect(sfnCalls).toEqual([]);
  });
});
