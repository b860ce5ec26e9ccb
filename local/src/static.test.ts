import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './static.ts';

const servers: Server[] = [];
let parent: string;
let dist: string;

async function serve(dir: string): Promise<string> {
  const handle = createStaticHandler(dir);
  const server = createServer((request, response) => void handle(request, response));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'adpulse-static-'));
  dist = join(parent, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(dist, 'respondent.html'), '<!doctype html><title>respondent</title>');
  await writeFile(join(dist, 'assets', 'chart-Q1w2E3r4.js'), 'export {}');
  await writeFile(join(dist, 'favicon.svg'), '<svg/>');
  await writeFile(join(parent, 'secret.txt'), 'outside the web root');
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(parent, { recursive: true, force: true });
});

describe('the static web handler', () => {
  it('serves files with their content type; hashed assets immutable, others revalidated', async () => {
    const base = await serve(dist);
    const asset = await fetch(`${base}/assets/chart-Q1w2E3r4.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const head = await fetch(`${base}/favicon.svg`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('6');
  });

  it('answers client routes with index.html (no-cache) and missing files with 404', async () => {
    const base = await serve(dist);
    for (const path of ['/', '/en/dashboard', '/it/project/abc/ranking']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>app</title>');
    }
    expect((await fetch(`${base}/assets/gone-Q1w2E3r4.js`)).status).toBe(404);
    expect((await fetch(`${base}/..%2fsecret.txt`)).status).toBe(404);
  });

  it('answers test links with the respondent app, as the CloudFront function does', async () => {
    const base = await serve(dist);
    for (const path of ['/t/AbC123_-xyz', '/t/AbC123_-xyz/end?outcome=screenout']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>respondent</title>');
    }
    expect(await (await fetch(`${base}/tv`)).text()).toContain('<title>app</title>');
  });

  it('says how to build the app when web/dist is missing', async () => {
    const base = await serve(join(dist, 'does-not-exist'));
    const response = await fetch(`${base}/en/login`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('npm run build:web');
  });
});
