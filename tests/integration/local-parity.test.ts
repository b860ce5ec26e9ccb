import { connect } from 'node:net';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ENV } from '@adpulse/shared';
import { s3Client } from '@adpulse/functions/platform/aws';
import { storage } from '../../functions/src/platform/storage.ts';
import { sendRaw } from '../support/http-burst.ts';

const uploadedSize = (key: string) => storage().sizeOf({ bucket: 'uploads', key });

/**
 * The local S3 and the local server behave as their cloud counterparts on what security rests
 * on: S3 checks presigned signatures (key, expiry, the signed length and content type) and
 * refuses unsigned requests; the server answers only its own host names and closes idle or
 * slow connections.
 */
const runtime = inject('integrationRuntime');
const bucket = () => process.env[ENV.uploadsBucket] ?? '';
const key = () => `parity/${randomUUID()}/original`;
const png = Buffer.alloc(2048, 7);

const put = (url: string, body: Buffer, headers: Record<string, string>) =>
  sendRaw(url, { method: 'PUT', body, headers });

describe('the local S3 checks presigned uploads as S3 does', () => {
  it('takes the upload it signed: that key, that length, that content type', async () => {
    const upload = await storage().presignUpload(key(), 'image/png', png.length, 300);
    const answer = await put(upload.url, png, upload.headers);
    expect(answer.status, answer.body).toBe(200);
    expect(await uploadedSize(upload.key)).toBe(png.length);
  });

  it('refuses the same signature for another key', async () => {
    const upload = await storage().presignUpload(key(), 'image/png', png.length, 300);
    const other = new URL(upload.url);
    other.pathname = other.pathname.replace(/original$/, 'elsewhere');
    const answer = await put(other.toString(), png, upload.headers);
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('SignatureDoesNotMatch');
    expect(await uploadedSize(upload.key.replace(/original$/, 'elsewhere'))).toBeUndefined();
  });

  it('refuses another length than the signed one, longer or shorter', async () => {
    const upload = await storage().presignUpload(key(), 'image/png', png.length, 300);
    for (const body of [Buffer.concat([png, Buffer.alloc(1)]), png.subarray(1)]) {
      const answer = await put(upload.url, body, upload.headers);
      expect(answer.status, `${body.length} bytes`).toBe(403);
      expect(answer.body).toContain('SignatureDoesNotMatch');
    }
    expect(await uploadedSize(upload.key)).toBeUndefined();
  });

  it('refuses another content type than the signed one', async () => {
    const upload = await storage().presignUpload(key(), 'image/png', png.length, 300);
    const answer = await put(upload.url, png, { 'content-type': 'text/html' });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('SignatureDoesNotMatch');
    expect(await uploadedSize(upload.key)).toBeUndefined();
  });

  it('refuses an expired URL, a tampered signature and an unsigned request', async () => {
    const target = key();
    const expired = await getSignedUrl(
      s3Client(),
      new PutObjectCommand({
        Bucket: bucket(),
        Key: target,
        ContentType: 'image/png',
        ContentLength: png.length,
      }),
      {
        expiresIn: 60,
        signingDate: new Date(Date.now() - 10 * 60 * 1000),
        signableHeaders: new Set(['content-type', 'content-length']),
      },
    );
    const late = await put(expired, png, { 'content-type': 'image/png' });
    expect(late.status).toBe(403);
    expect(late.body).toContain('AccessDenied');
    expect(late.body).toContain('Request has expired');

    const upload = await storage().presignUpload(target, 'image/png', png.length, 300);
    const tampered = new URL(upload.url);
    const signature = tampered.searchParams.get('X-Amz-Signature') ?? '';
    tampered.searchParams.set(
      'X-Amz-Signature',
      `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
    );
    expect((await put(tampered.toString(), png, upload.headers)).status).toBe(403);

    const unsigned = `${runtime.endpoints.s3}/${bucket()}/${target}`;
    const anonymous = await put(unsigned, png, { 'content-type': 'image/png' });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body).toContain('AccessDenied');
    expect((await sendRaw(unsigned)).status).toBe(403);
    expect(await uploadedSize(target)).toBeUndefined();
  });

  it('still serves signed reads and the browser upload preflight', async () => {
    const upload = await storage().presignUpload(key(), 'image/png', png.length, 300);
    expect((await put(upload.url, png, upload.headers)).status).toBe(200);
    const read = await getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: bucket(), Key: upload.key }), {
      expiresIn: 60,
    });
    const answer = await fetch(read);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(png)).toBe(true);

    const preflight = await sendRaw(upload.url, {
      method: 'OPTIONS',
      headers: {
        origin: runtime.url,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(200);
  });
});

describe('the local server', () => {
  const port = new URL(runtime.url).port;
  const health = `http://127.0.0.1:${port}/api/health`;

  it('answers its own host names only (421 for any other Host header)', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await sendRaw(health, { headers: { host } })).status, host).toBe(200);
    }
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      `localhost:${Number(port) + 1}`,
      'localhost',
    ]) {
      const answer = await sendRaw(health, { headers: { host } });
      expect(answer.status, host).toBe(421);
    }
    const outbox = await sendRaw(`http://127.0.0.1:${port}/_local/outbox`, {
      headers: { host: 'rebind.example' },
    });
    expect(outbox.status).toBe(421);
    expect(outbox.body).not.toContain('/recovery/');
  });

  it('closes a connection that never finishes its headers', async () => {
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const started = Date.now();
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      });
      // Node's own header deadline answers 408 before closing: a client that never reads it never
      // sees the close, so the test reads (and drops) whatever comes.
      socket.resume();
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(Date.now() - started));
      setTimeout(() => reject(new Error('still open after 30 s')), 30_000).unref();
    });
    expect(closedAfter).toBeLessThan(25_000);
  }, 40_000);

  it('closes an idle kept-alive connection', async () => {
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: keep-alive\r\n\r\n`);
      });
      let answeredAt = 0;
      socket.on('data', () => {
        answeredAt ||= Date.now();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(Date.now() - answeredAt));
      setTimeout(() => reject(new Error('still open after 30 s')), 30_000).unref();
    });
    expect(closedAfter).toBeLessThan(10_000);
  }, 40_000);
});
