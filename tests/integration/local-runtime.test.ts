import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { apiErrorSchema, ENV, healthSchema } from '@adpulse/shared';
import { localDynamoDb } from '../../local/src/aws-clients.ts';
import { freePort } from '../../local/src/net.ts';
import { startLocalRuntime, type LocalRuntime } from '../../local/src/runtime.ts';

/** DynamoDB Local processes serving `dataDir` (its -dbPath names the folder). */
function javaProcessesFor(dataDir: string): string[] {
  const lines = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' }).split('\n');
  return lines.filter((line) => line.includes('DynamoDBLocal') && line.includes(join(dataDir, 'dynamodb')));
}

/** fetch() refuses a GET with a body; API Gateway does not, and our only route is a GET. */
function rawRequest(url: string, method: string, body: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    // The server may answer 413 and close before the whole body is written.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    req.end(body);
  });
}

async function webFixture(): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'adpulse-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><title>AdPulse fixture</title><div id="root"></div>',
  );
  await writeFile(join(dist, 'assets', 'index-AbCd1234.js'), 'console.log("app")');
  await writeFile(join(dist, 'config.json'), '{"apiBaseUrl":"/api"}');
  return dist;
}

describe('the local runtime', () => {
  let dataDir: string;
  let webDistDir: string;
  let runtime: LocalRuntime;
  let ports: { dynamoDbPort: number; s3Port: number };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'adpulse-runtime-test-'));
    webDistDir = await webFixture();
    ports = { dynamoDbPort: await freePort(), s3Port: await freePort() };
    runtime = await startLocalRuntime({ port: 0, dataDir, webDistDir, quiet: true, ...ports });
  });

  afterAll(async () => {
    await runtime?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(webDistDir, { recursive: true, force: true });
  });

  it('answers GET /api/health with the health shape through the Lambda handler', async () => {
    const response = await fetch(`${runtime.apiUrl}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('apigw-requestid')).toBeTruthy();
    expect(healthSchema.parse(await response.json())).toMatchObject({ status: 'ok' });
  });

  it('answers an unknown /api path and an unrouted method with 404 in the error shape, in the caller language', async () => {
    const unknown = await fetch(`${runtime.apiUrl}/no-such-route`, { headers: { 'Accept-Language': 'it' } });
    expect(unknown.status).toBe(404);
    const body = apiErrorSchema.parse(await unknown.json());
    expect(body.code).toBe('common.not_found');
    expect(body.message).toMatch(/Pagina non trovata/);
    const wrongMethod = await fetch(`${runtime.apiUrl}/health`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(404);
    expect(apiErrorSchema.parse(await wrongMethod.json()).code).toBe('common.not_found');
  });

  it('answers a CORS preflight from the API CORS configuration of the template', async () => {
    const cors = runtime.resources.apiCors;
    expect(cors, 'the HTTP API of the template has a CorsConfiguration').toBeDefined();
    const response = await fetch(`${runtime.apiUrl}/health`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/localhost:5173)$/);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('refuses a body over 6 MB on a route with 413 like Lambda', async () => {
    const small = await rawRequest(`${runtime.apiUrl}/health`, 'GET', Buffer.from('{}'));
    expect(small.status).toBe(200);
    const tooLarge = await rawRequest(
      `${runtime.apiUrl}/health`,
      'GET',
      Buffer.alloc(6 * 1024 * 1024 + 1, 'x'),
    );
    expect(tooLarge.status).toBe(413);
    expect(apiErrorSchema.parse(JSON.parse(tooLarge.body)).code).toBe('common.payload_too_large');
  });

  it('serves the web app: files with their caching, index.html for client routes, 404 for missing files', async () => {
    const asset = await fetch(`${runtime.url}/assets/index-AbCd1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const route = await fetch(`${runtime.url}/en/project/p1/ranking`);
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('AdPulse fixture');
    const config = await fetch(`${runtime.url}/config.json`);
    expect(await config.json()).toEqual({ apiBaseUrl: '/api' });
    expect((await fetch(`${runtime.url}/assets/missing-AbCd1234.js`)).status).toBe(404);
  });

  it('serves the Step Functions API under /_aws/sfn and its own status under /_local', async () => {
    expect(runtime.endpoints.sfn).toBe(`${runtime.url.replace('localhost', '127.0.0.1')}/_aws/sfn`);
    const status = await fetch(`${runtime.url}/_local/status`);
    expect(status.status).toBe(200);
    expect((await status.json()) as { ready: boolean }).toMatchObject({ ready: true });
  });

  it('keeps data and the token secret across a restart on the same data dir, and leaves no Java process', async () => {
    const table = runtime.environment[ENV.tableName];
    const secret = runtime.environment[ENV.localTokenSecret];
    const client = localDynamoDb(runtime.endpoints.dynamodb);
    await client.send(
      new PutItemCommand({ TableName: table, Item: { pk: { S: 'restart' }, sk: { S: 'probe' } } }),
    );
    expect(javaProcessesFor(dataDir)).toHaveLength(1);

    await runtime.stop();
    expect(javaProcessesFor(dataDir)).toEqual([]);
    await expect(fetch(`${runtime.apiUrl}/health`)).rejects.toThrow();

    runtime = await startLocalRuntime({ port: 0, dataDir, webDistDir, quiet: true, ...ports });
    expect(runtime.provisioned.createdTables).toEqual([]);
    expect(runtime.environment[ENV.localTokenSecret]).toBe(secret);
    const again = localDynamoDb(runtime.endpoints.dynamodb);
    const { Item } = await again.send(
      new GetItemCommand({ TableName: table, Key: { pk: { S: 'restart' }, sk: { S: 'probe' } } }),
    );
    expect(Item?.pk?.S).toBe('restart');
  });
});
