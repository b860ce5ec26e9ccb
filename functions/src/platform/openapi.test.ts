import { describe, expect, it } from 'vitest';
import type { Context } from 'aws-lambda';
import { validate } from '@readme/openapi-parser';
import * as z from 'zod';
import { API_ROUTES, ERRORS, openApiDocumentSchema, type RouteContract } from '@adpulse/shared';
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

  it('gives every contract route its parameters, body, answer, error codes and security', async () => {
    const document = await fetchDocument();
    const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
    const mismatches = API_ROUTES.flatMap((route) => {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()] as Json | undefined;
      return operation
        ? routeMismatches(route, operation, schemas)
        : [`${route.method} ${route.path}: absent`];
    });
    expect(mismatches).toEqual([]);
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

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed JSON document

/** The top-level property names of a zod object schema; null for any other shape. */
function keysOf(schema: z.ZodType | undefined): string[] | null {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : null;
}

/** What of the route's contract its operation leaves out or gets wrong, one line each. */
function routeMismatches(route: RouteContract, operation: Json, schemas: Record<string, Json>): string[] {
  const at = `${route.method} ${route.path}`;
  const found: string[] = [];
  const check = (ok: boolean, what: string) => ok || found.push(`${at}: ${what}`);
  const resolve = (schema: Json | undefined) =>
    typeof schema?.$ref === 'string' ? schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
  const propertiesOf = (schema: Json | undefined) => Object.keys(resolve(schema)?.properties ?? {}).sort();
  const parameters = (operation.parameters ?? []) as Json[];
  const named = (place: string) =>
    parameters
      .filter((parameter) => parameter.in === place)
      .map((parameter) => parameter.name as string)
      .sort();

  check(operation.operationId === `${route.domain}.${route.name}`, 'operationId');
  const pathNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
  check(JSON.stringify(named('path')) === JSON.stringify(pathNames), `path parameters ${named('path')}`);
  const queryNames = route.query ? keysOf(route.query) : [];
  if (queryNames) check(JSON.stringify(named('query')) === JSON.stringify(queryNames), 'query parameters');

  const body = operation.requestBody?.content?.['application/json']?.schema as Json | undefined;
  check(Boolean(body) === Boolean(route.body), 'request body');
  const bodyKeys = keysOf(route.body);
  if (body && bodyKeys) check(JSON.stringify(propertiesOf(body)) === JSON.stringify(bodyKeys), 'body fields');

  const success = operation.responses?.[String(route.status)] as Json | undefined;
  check(Boolean(success), `success status ${route.status}`);
  const answer = success?.content?.['application/json']?.schema as Json | undefined;
  check(Boolean(answer) === Boolean(route.response), 'answer schema');
  const answerKeys = keysOf(route.response);
  if (answer && answerKeys)
    check(JSON.stringify(propertiesOf(answer)) === JSON.stringify(answerKeys), 'answer fields');

  const listed = Object.entries(operation.responses ?? {}).flatMap(([status, response]) => {
    const schema = (response as Json).content?.['application/json']?.schema as Json | undefined;
    const codes = (schema?.allOf?.[1]?.properties?.code?.enum ?? []) as string[];
    return codes.map((code) => `${code} ${status}`);
  });
  const expected = route.errors.map((code) => `${code} ${ERRORS[code].status}`);
  check(JSON.stringify(listed.sort()) === JSON.stringify([...expected].sort()), `error codes ${listed}`);

  check((operation.security?.length ?? 0) === (route.auth === 'user' ? 1 : 0), 'security');
  return found;
}
