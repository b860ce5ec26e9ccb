import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { spaRewrite } from './spa-rewrite.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

/** Vite names built assets `name-<hash>.ext`: their content never changes under that name. */
const HASHED_ASSET = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

export const BUILD_HINT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>AdPulse: web app not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The web app is not built yet</h1>
<p>The API is running under <code>/api</code>. To serve the app, build it once and reload this page:</p>
<pre><code>npm run build:web</code></pre>
</body></html>`;

/**
 * The built web app (web/dist) as CloudFront serves it: files with their types, hashed assets
 * cached for a year, the HTML pages never cached, and any other path without a file extension
 * answered with the page CloudFront's function picks for it (spa-rewrite.ts: respondent.html
 * for test links, index.html for the rest) so the client-side router takes over.
 */
export function createStaticHandler(distDir: string) {
  const root = normalize(distDir + sep);
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const indexFile = join(root, 'index.html');
    if (!(await isFile(indexFile))) {
      send(
        response,
        method,
        200,
        { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        BUILD_HINT_HTML,
      );
      return;
    }
    const pathname = decodePath(new URL(request.url ?? '/', 'http://localhost').pathname);
    const candidate = pathname === undefined ? undefined : normalize(join(root, pathname));
    const inside = candidate !== undefined && candidate.startsWith(root);
    if (inside && candidate !== root && (await isFile(candidate))) {
      await sendFile(response, method, candidate);
      return;
    }
    const page = pathname === undefined ? undefined : spaRewrite(pathname, method);
    if (page !== undefined && page !== pathname) {
      const pageFile = normalize(join(root, page));
      if (pageFile.startsWith(root) && (await isFile(pageFile))) {
        await sendFile(response, method, pageFile);
        return;
      }
    }
    send(response, method, 404, { 'content-type': 'text/plain; charset=utf-8' }, 'Not found');
  };
}

function cacheControl(file: string): string {
  if (file.endsWith('.html') || file.endsWith('config.json')) return 'no-cache';
  return HASHED_ASSET.test(file)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

async function sendFile(response: ServerResponse, method: string, file: string): Promise<void> {
  const info = await stat(file);
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': cacheControl(file),
    'last-modified': info.mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
  });
  if (method === 'HEAD') {
    response.end();
    return;
  }
  await new Promise<void>((done, fail) => {
    createReadStream(file).on('error', fail).pipe(response).on('finish', done).on('close', done);
  });
}

function send(
  response: ServerResponse,
  method: string,
  status: number,
  headers: Record<string, string>,
  body: string,
): void {
  response.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) });
  response.end(method === 'HEAD' ? undefined : body);
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function decodePath(pathname: string): string | undefined {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
}
