import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import S3rver from 's3rver';
import type { CorsRule, LocalBucket } from './template.ts';
import { LOCAL_CREDENTIALS } from './local-aws.ts';
import { PortInUseError } from './net.ts';
import { s3ErrorXml, verifyS3Request } from './s3-auth.ts';
import { keepFoldersOnDelete } from './s3-store.ts';

export interface S3Options {
  dir: string;
  port: number;
  host?: string;
  /** Buckets created (with their CORS) before the server listens. */
  buckets?: readonly Pick<LocalBucket, 'name' | 'cors'>[];
}

export interface RunningS3 {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * s3rver, silent, on `dir`, behind the checks S3 makes before it touches an object
 * (s3-auth.ts): signed requests only, presigned URLs for their own key, length, content type
 * and lifetime. s3rver's own v4 verifier predates the SDK's newer signing details, so it is
 * told to let through what the check above already verified.
 */
export async function startS3(options: S3Options): Promise<RunningS3> {
  const dir = resolve(options.dir);
  await mkdir(dir, { recursive: true });
  const s3rver = new S3rver({
    directory: dir,
    silent: true,
    allowMismatchedSignatures: true,
    vhostBuckets: false,
    configureBuckets: (options.buckets ?? []).map((bucket) => ({
      name: bucket.name,
      configs: bucket.cors.length ? [corsXml(bucket.cors)] : [],
    })),
  });
  keepFoldersOnDelete(s3rver);
  await s3rver.configureBuckets();
  const serve = s3rver.callback();
  const server = createServer((request, response) => {
    verifyS3Request(request, LOCAL_CREDENTIALS)
      .then((verdict) => {
        if (verdict.ok) return serve(request, response);
        const body = s3ErrorXml(verdict, randomUUID());
        request.resume();
        response.writeHead(verdict.status, {
          'content-type': 'application/xml',
          'content-length': Buffer.byteLength(body),
          connection: 'close',
        });
        response.end(body);
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? error.message : String(error));
      });
  });
  server.headersTimeout = 20_000;
  server.requestTimeout = 10 * 60_000;
  server.keepAliveTimeout = 5_000;
  const host = options.host ?? '127.0.0.1';
  const port = await listen(server, options.port, host);
  return {
    endpoint: `http://${host}:${port}`,
    port,
    stop: () => close(server),
  };
}

/** The S3 CORS XML (PutBucketCors body) for the template's CorsRules. */
export function corsXml(rules: readonly CorsRule[]): string {
  const tag = (name: string, values: readonly string[] | undefined) =>
    (values ?? []).map((value) => `<${name}>${escapeXml(value)}</${name}>`).join('');
  const body = rules
    .map(
      (rule) =>
        '<CORSRule>' +
        tag('AllowedOrigin', rule.AllowedOrigins) +
        tag('AllowedMethod', rule.AllowedMethods) +
        tag('AllowedHeader', rule.AllowedHeaders) +
        tag('ExposeHeader', rule.ExposedHeaders) +
        (rule.MaxAge !== undefined ? `<MaxAgeSeconds>${rule.MaxAge}</MaxAgeSeconds>` : '') +
        '</CORSRule>',
    )
    .join('');
  return `<CORSConfiguration>${body}</CORSConfiguration>`;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'EADDRINUSE' ? new PortInUseError(port, 'S3 (s3rver)') : error),
    );
    server.listen(port, host, () => {
      const address = server.address();
      done(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export function close(server: Server): Promise<void> {
  return new Promise((done, fail) => {
    server.close((error) => (error ? fail(error) : done()));
    server.closeAllConnections();
  });
}
