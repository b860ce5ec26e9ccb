import { describe, expect, it } from 'vitest';
import type { Context } from 'aws-lambda';
import { validate } from '@readme/openapi-parser';
import { API_ROUTES, openApiDocumentSchema } from '@adpulse/shared';
import { buildHttpEvent } from './http/event.ts';
import { handler } from './handler.ts';

const context = { awsRequestId: 'test', functionName: 'platform' } as Context;

async function fetchDocument() {
  const result = await handler(
    buildHttpEvent({ method: 'GET', routePath: '/api/openapi.json', rawPath: '/api/openapi.json' }),
    context,
  );
  expect(result.statusCode).toBe(200);
  return openApiDocumentSchema.parse(JSON.parse(result.body ?? ''));
}

describe('GET /openapi.json', () => {
  it('describes every contract route, by method and path', async () => {
    const document = await fetchDocument();
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(API_ROUTES.map((route) => `${route.method} ${route.path}`).sort());
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    const result = await validate(structuredClone(document));
    expect(result.valid, JSON.stringify(result)).toBe(true);
    // The validator refuses a document that leaves the specification.
    const broken = structuredClone(document) as Record<string, unknown>;
    broken.paths = { 'no-leading-slash': {} };
    expect((await validate(broken as never)).valid).toBe(false);
  });

  it('names each route by its contract and lists its error codes', async () => {
    const document = await fetchDocument();
    const operation = document.paths['/projects/{projectId}/report']?.get;
    expect(operation?.operationId).toBe('analysis.getReport');
    expect(JSON.stringify(operation?.responses)).toContain('auth.unauthorized');
  });
});
