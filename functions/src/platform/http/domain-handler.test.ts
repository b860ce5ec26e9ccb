import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ConditionalCheckFailedException,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import type { Context } from 'aws-lambda';
import { apiErrorSchema, defineContract, ENV } from '@adpulse/shared';
import { DomainError } from '../errors.ts';
import { domainHandler } from './domain-handler.ts';
import { buildHttpEvent } from './event.ts';

const context = { awsRequestId: 'test', functionName: 'platform' } as Context;

/** A contract of its own, so these tests do not depend on any domain. */
const contract = defineContract('platform', {
  echo: {
    method: 'POST',
    path: '/echo/{name}',
    auth: 'public',
    params: z.object({ name: z.string().max(5, 'validation.length') }),
    query: z.object({ times: z.coerce.number().int().default(1) }),
    body: z.object({ text: z.string() }),
    response: z.object({ said: z.string() }),
    errors: ['common.conflict'],
  },
  nothing: { method: 'DELETE', path: '/echo/{name}', auth: 'public' },
});

type Said = { said: string };
const answers: { echo: () => Promise<unknown> } = { echo: async () => ({ said: 'ok' }) };
const handler = domainHandler(contract, {
  echo: async ({ params, query, body }) => {
    const answer = (await answers.echo()) as Said | undefined;
    return answer ?? { said: `${params.name}:${body.text.repeat(query.times)}` };
  },
  nothing: async () => undefined,
});

async function call(method: string, name: string, body?: unknown, query = '') {
  const result = await handler(
    buildHttpEvent({
      method,
      routePath: '/api/echo/{name}',
      rawPath: `/api/echo/${name}`,
      pathParameters: { name },
      query: new URLSearchParams(query),
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    context,
  );
  return { status: result.statusCode, body: result.body ? (JSON.parse(result.body) as unknown) : undefined };
}

describe('domainHandler', () => {
  let checks: string | undefined;
  beforeEach(() => {
    checks = process.env[ENV.checkContracts];
    process.env[ENV.checkContracts] = 'true';
    answers.echo = async () => undefined;
  });
  afterEach(() => {
    if (checks === undefined) delete process.env[ENV.checkContracts];
    else process.env[ENV.checkContracts] = checks;
  });

  it("parses params, query and body with the contract's schemas and answers its status", async () => {
    expect(await call('POST', 'ada', { text: 'hi' }, 'times=2')).toEqual({
      status: 200,
      body: { said: 'ada:hihi' },
    });
    expect(await call('DELETE', 'ada')).toEqual({ status: 204, body: undefined });
  });

  it('answers common.validation with a detail per field, in the stable error shape', async () => {
    const answer = await call('POST', 'toolong', {});
    expect(answer.status).toBe(400);
    const body = apiErrorSchema.parse(answer.body);
    expect(body.code).toBe('common.validation');
    expect(body.details?.map((detail) => [detail.field, detail.code])).toEqual([
      ['name', 'validation.length'],
    ]);
  });

  it('fails a response that leaves its contract: a wrong field, or one the schema does not declare', async () => {
    answers.echo = async () => ({ said: 42 });
    expect(await call('POST', 'ada', { text: 'hi' })).toMatchObject({
      status: 500,
      body: { code: 'common.internal' },
    });
    answers.echo = async () => ({ said: 'ok', secret: 'leaked' });
    expect((await call('POST', 'ada', { text: 'hi' })).status).toBe(500);
  });

  it('fails an error code the route does not list, and answers the listed ones', async () => {
    answers.echo = async () => {
      throw new DomainError('accounts.branch_in_use');
    };
    expect(await call('POST', 'ada', { text: 'hi' })).toMatchObject({ status: 500 });
    answers.echo = async () => {
      throw new DomainError('common.conflict');
    };
    expect(await call('POST', 'ada', { text: 'hi' })).toMatchObject({
      status: 409,
      body: { code: 'common.conflict' },
    });
  });

  it('lets a non-conforming response through when checks are off (production)', async () => {
    delete process.env[ENV.checkContracts];
    answers.echo = async () => ({ said: 'ok', extra: true });
    expect((await call('POST', 'ada', { text: 'hi' })).status).toBe(200);
  });

  it('refuses, when the module loads, an implementation of a route the contract lacks', () => {
    const implementation = {
      echo: async () => ({ said: '' }),
      nothing: async () => undefined,
      stray: async () => undefined,
    };
    expect(() => domainHandler(contract, implementation)).toThrow('no such routes [stray]');
  });
});

describe('domainHandler under DynamoDB contention', () => {
  const cancelled = (...codes: string[]) =>
    new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: codes.map((Code) => ({ Code })),
    });
  const contention: [string, Error][] = [
    ['a transaction conflict', cancelled('None', 'TransactionConflict')],
    ['a condition lost to a concurrent write', cancelled('ConditionalCheckFailed', 'None')],
    ['a throttled transaction item', cancelled('ThrottlingError')],
    [
      'a lone conditional write lost',
      new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
    ],
    [
      'the throughput exceeded',
      new ProvisionedThroughputExceededException({ message: 'Throughput exceeded', $metadata: {} }),
    ],
    [
      'a conflict outside a transaction',
      new TransactionConflictException({ message: 'Conflict', $metadata: {} }),
    ],
  ];

  it.each(contention)('answers %s 429 common.busy, not 500', async (_, error) => {
    answers.echo = async () => {
      throw error;
    };
    const answer = await call('POST', 'ada', { text: 'hi' });
    expect(answer.status).toBe(429);
    expect(apiErrorSchema.parse(answer.body).code).toBe('common.busy');
  });

  it('still answers 500 for a transaction our own item broke, and for any other error', async () => {
    for (const error of [cancelled('ValidationError', 'None'), new Error('boom')]) {
      answers.echo = async () => {
        throw error;
      };
      const answer = await call('POST', 'ada', { text: 'hi' });
      expect(answer.status).toBe(500);
      expect(apiErrorSchema.parse(answer.body).code).toBe('common.internal');
    }
  });
});
