import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { TaskDomainError, domainErrorOf, taskHandler, type TaskFailure } from './task-handler.ts';

const context = { functionName: 'probe', awsRequestId: 'r1' } as unknown as Context;

/** What Step Functions puts in a Catch's `$.failure` for a failed Lambda: Error = errorType, Cause = the JSON error. */
async function failureOfTask(work: () => Promise<unknown>): Promise<TaskFailure> {
  const handler = taskHandler('probe', z.unknown(), work);
  const thrown = await handler({}, context).then(
    () => undefined,
    (error: unknown) => error as Error,
  );
  if (!thrown) throw new Error('The task did not fail');
  return {
    Error: thrown.name,
    Cause: JSON.stringify({ errorType: thrown.name, errorMessage: thrown.message, trace: [] }),
  };
}

describe('one error channel for tasks', () => {
  it('a DomainError thrown in a task fails under its code and comes back with its params and details', async () => {
    const failure = await failureOfTask(async () => {
      throw new DomainError('purchase.not_enough_analyses', { params: { needed: 3, available: 1 } });
    });
    expect(failure.Error).toBe('purchase.not_enough_analyses');
    const error = domainErrorOf(failure);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'purchase.not_enough_analyses',
      params: { needed: 3, available: 1 },
    });

    const cannotBuy = domainErrorOf(
      await failureOfTask(async () => {
        throw new DomainError('purchase.cannot_buy', {
          details: [{ field: 'review.status', code: 'validation.invalid' }],
        });
      }),
    );
    expect(cannotBuy).toMatchObject({
      code: 'purchase.cannot_buy',
      details: [{ field: 'review.status', code: 'validation.invalid' }],
    });
  });

  it('any other error keeps its name (Retry and Catch match it) and reads back as no DomainError', async () => {
    const failure = await failureOfTask(async () => {
      throw Object.assign(new Error('busy'), { name: 'AnalysisBusy' });
    });
    expect(failure.Error).toBe('AnalysisBusy');
    expect(domainErrorOf(failure)).toBeUndefined();
    expect(domainErrorOf({ Error: 'States.Timeout' })).toBeUndefined();
  });

  it('a code whose params do not fit its schema keeps the code and drops the params', () => {
    const wrong = new TaskDomainError(new DomainError('purchase.cannot_buy'));
    const cause = JSON.stringify({
      errorType: wrong.name,
      errorMessage: JSON.stringify({ code: 'purchase.not_enough_analyses', params: { needed: 'x' } }),
    });
    expect(domainErrorOf({ Error: 'purchase.not_enough_analyses', Cause: cause })).toMatchObject({
      code: 'purchase.not_enough_analyses',
      params: undefined,
    });
    expect(domainErrorOf({ Error: 'purchase.payment_declined', Cause: 'not json' })).toMatchObject({
      code: 'purchase.payment_declined',
    });
  });
});
