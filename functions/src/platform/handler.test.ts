import { describe, expect, it } from 'vitest';
import type { Context } from 'aws-lambda';
import { healthSchema } from '@adpulse/shared';
import { buildHttpEvent } from './http/event.ts';
import { handler } from './handler.ts';

const context = { awsRequestId: 'test', functionName: 'platform' } as Context;

function call(method: string, path: string, headers: Record<string, string> = {}) {
  return handler(
    buildHttpEvent({ method, routePath: `/api${path}`, rawPath: `/api${path}`, headers }),
    context,
  );
}

describe('platform handler', () => {
  it('answers GET /health with the health shape', async () => {
    const result = await call('GET', '/health');
    expect(result.statusCode).toBe(200);
    expect(healthSchema.parse(JSON.parse(result.body ?? ''))).toMatchObject({ status: 'ok' });
  });

  it('answers an unknown route key with 405 in the error shape, in the caller language', async () => {
    const result = await call('DELETE', '/health', { 'Accept-Language': 'it-IT,en;q=0.5' });
    expect(result.statusCode).toBe(405);
    expect(JSON.parse(result.body ?? '')).toEqual({
      code: 'common.method_not_allowed',
      message: 'Si è verificato un errore. Riprova più tardi.',
    });
  });
});
