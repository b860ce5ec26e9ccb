import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '@adpulse/shared';
import { LocalLambdas } from '../lambda.ts';
import type { LocalFunction } from '../template.ts';
import { createApiAdapter } from './adapter.ts';

const fixtureRoot = fileURLToPath(new URL('./fixtures/', import.meta.url));
const platform: LocalFunction = {
  stackName: 'T',
  logicalId: 'Platform',
  name: 'Platform',
  arn: 'arn:aws:lambda:us-east-1:000000000000:function:Platform',
  entry: 'functions/src/platform/handler.ts',
  handlerExport: 'handler',
  environment: {},
  timeoutSeconds: 3,
  memoryMb: 128,
};
const routes: ApiRoute[] = [
  { method: 'GET', path: '/things/{thingId}', domain: 'platform', auth: 'public' },
  { method: 'GET', path: '/things/special', domain: 'platform', auth: 'public' },
  { method: 'POST', path: '/files/{path+}', domain: 'platform', auth: 'public' },
  { method: 'GET', path: '/shape/{kind}', domain: 'platform', auth: 'public' },
  { method: 'GET', path: '/orphan', domain: 'projects', auth: 'public' },
];
const cors = {
  allowOrigins: ['http://localhost:3000'],
  allowMethods: ['GET', 'POST'],
  allowHeaders: ['Content-Type', 'Authorization'],
  exposeHeaders: ['ETag'],
  maxAge: 300,
  allowCredentials: false,
};

let server: Server;
let base: string;
const logs: string[] = [];

beforeAll(async () => {
  const handle = createApiAdapter({
    lambdas: new LocalLambdas([platform], fixtureRoot),
    cors,
    routes,
    log: (line) => logs.push(line),
  });
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the API Gateway adapter', () => {
  it('builds the v2 event: route key with the base path, decoded path parameters, query, cookies, body', async () => {
    const response = await fetch(`${base}/api/things/a%20b?x=1&x=2&y=3`, { headers: { cookie: 'c=1; d=2' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-route')).toBe('GET /api/things/{thingId}');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const event = (await response.json()) as Record<string, unknown>;
    expect(event).toMatchObject({
      routeKey: 'GET /api/things/{thingId}',
      rawPath: '/api/things/a%20b',
      pathParameters: { thingId: 'a b' },
      query: { x: '1,2', y: '3' },
      cookies: ['c=1', 'd=2'],
      body: null,
      forwardedFor: '127.0.0.1',
    });
    expect(response.headers.get('apigw-requestid')).toBe(event.requestId);
  });

  it('prefers literal segments over parameters, and lets a greedy parameter take the rest of the path', async () => {
    const special = await fetch(`${base}/api/things/special`);
    expect(special.headers.get('x-route')).toBe('GET /api/things/special');
    const greedy = await fetch(`${base}/api/files/a/b/c.txt`, {
      method: 'POST',
      body: '{"k":1}',
      headers: { 'content-type': 'application/json' },
    });
    const event = (await greedy.json()) as Record<string, unknown>;
    expect(event).toMatchObject({
      pathParameters: { path: 'a/b/c.txt' },
      body: '{"k":1}',
      isBase64Encoded: false,
    });
  });

  it('passes binary bodies base64-encoded and decodes base64 results', async () => {
    const upload = await fetch(`${base}/api/files/x`, {
      method: 'POST',
      body: Buffer.from([0, 255, 1]),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(await upload.json()).toMatchObject({
      body: Buffer.from([0, 255, 1]).toString('base64'),
      isBase64Encoded: true,
    });
    const binary = await fetch(`${base}/api/shape/binary`);
    expect(binary.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await binary.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it('takes a result without statusCode as a 200 JSON body', async () => {
    const plain = await fetch(`${base}/api/shape/plain`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('application/json');
    expect(await plain.json()).toEqual({ hello: 'world' });
  });

  it('answers 500 in the error shape when the handler throws or no function serves the domain', async () => {
    const boom = await fetch(`${base}/api/shape/boom`);
    expect(boom.status).toBe(500);
    expect(await boom.json()).toMatchObject({ code: 'common.internal' });
    const orphan = await fetch(`${base}/api/orphan`);
    expect(orphan.status).toBe(500);
    expect(logs.some((line) => line.includes('functions/src/projects/handler.ts'))).toBe(true);
  });

  it('applies the API CORS configuration: preflight answered, allowed origin set, backend CORS headers replaced', async () => {
    const preflight = await fetch(`${base}/api/things/1`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(Object.fromEntries(preflight.headers)).toMatchObject({
      'access-control-allow-origin': 'http://localhost:3000',
      'access-control-allow-methods': 'GET,POST',
      'access-control-allow-headers': 'Content-Type,Authorization',
      'access-control-max-age': '300',
    });
    const denied = await fetch(`${base}/api/things/1`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    const actual = await fetch(`${base}/api/things/1`, { headers: { origin: 'http://localhost:3000' } });
    expect(actual.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(actual.headers.get('access-control-expose-headers')).toBe('ETag');
  });

  it('answers unknown paths and methods with 404 common.not_found', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing'],
      ['DELETE', '/api/things/1'],
      ['GET', '/api/things/1/more'],
    ]) {
      const response = await fetch(`${base}${path}`, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'common.not_found' });
    }
  });
});

describe('the local capacity of a function', () => {
  it('runs at most maxConcurrentInvocations at once and answers the rest 429 at once', async () => {
    const handle = createApiAdapter({
      lambdas: new LocalLambdas([platform], fixtureRoot),
      cors: undefined,
      routes,
      maxConcurrentInvocations: 2,
    });
    const small = createServer((request, response) => void handle(request, response));
    await new Promise<void>((resolve) => small.listen(0, '127.0.0.1', resolve));
    const address = small.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/things/slow`;
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(url)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, 201, 429, 429, 429]);
      const refused = answers.find((answer) => answer.status === 429);
      expect(refused?.headers.get('retry-after')).toBe('1');
      expect(await refused?.json()).toEqual({
        code: 'common.busy',
        message: 'Too many attempts: wait a few minutes and try again.',
      });
      // The places free up as the invocations end.
      expect((await fetch(url)).status).toBe(201);
    } finally {
      await new Promise<void>((resolve) => small.close(() => resolve()));
    }
  });
});
