import { assetsContract } from '@adpulse/shared';
import { invokeRoute, malformed } from '../support/invoke-route.ts';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { ENV } from '@adpulse/shared';
import { s3Client } from '@adpulse/functions/platform/aws';
import { storage } from '../../functions/src/platform/storage.ts';

const uploadedSize = (key: string) => storage().sizeOf({ bucket: 'uploads', key });
import { mediaFixture } from '../fixtures/media.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { ticks } from '../../functions/src/platform/retry.ts';
import { complete, createProject, getProject, putToPresignedUrl, requestUpload } from './wizard-fixtures.ts';

/**
 * What an uploader can make the product keep: the project thumbnail is an image of bounded size,
 * checked before any card shows it, and a completed stimulus can no longer be changed through
 * its upload URL.
 */
let user: SignedIn;
beforeAll(async () => {
  user = await registeredUser('integrity');
});

const INVALID_FORMAT = 'Invalid format: use MP4, MP5, WEBP, WEBM, MOV, GIF, PNG, JPEG or JPG.';
const INVALID_IMAGE_FORMAT = 'Invalid format: for an image, use PNG, JPEG, JPG, WEBP or GIF.';

const askThumbnail = (projectId: string, body: Record<string, unknown>) =>
  invokeRoute(assetsContract.routes.createThumbnailUpload, {
    token: user.token,
    params: { projectId },
    body: malformed(body),
  });
const completeThumbnail = (projectId: string, key: string) =>
  invokeRoute(assetsContract.routes.completeThumbnailUpload, {
    token: user.token,
    params: { projectId },
    body: { key },
  });

async function resultBytes(key: string): Promise<Buffer> {
  const object = await s3Client().send(
    new GetObjectCommand({ Bucket: process.env[ENV.resultsBucket], Key: key }),
  );
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
}

describe('the project thumbnail', () => {
  it('always binds the length: a request without fileSize is refused, a larger one too', async () => {
    const project = await createProject(user, 'predict', { predictMediaType: 'image' });
    const unsized = await askThumbnail(project._id, { contentType: 'image/webp' });
    expect(unsized.status).toBe(400);
    expect(unsized.body).toMatchObject({
      details: [{ field: 'fileSize', message: 'File size is required.' }],
    });
    const huge = await askThumbnail(project._id, { contentType: 'image/png', fileSize: 50 * 1024 * 1024 });
    expect(huge).toMatchObject({ status: 400, body: { message: 'Size maximum 5 MB' } });

    const sized = await askThumbnail(project._id, { contentType: 'image/png', fileSize: 1234 });
    expect(sized.status).toBe(201);
    const signed = new URL(sized.body.upload.url).searchParams.get('X-Amz-SignedHeaders')?.split(';');
    expect(signed).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
  });

  it('is used only once its bytes decode as an image', async () => {
    const project = await createProject(user, 'predict', { predictMediaType: 'image' });
    const png = await readFile(await mediaFixture('png'));
    const asked = await askThumbnail(project._id, { contentType: 'image/png', fileSize: png.length });
    expect((await putToPresignedUrl(asked.body.upload, png)).status).toBe(200);
    expect((await getProject(user, project._id)).thumbnail, 'not used before the check').toBeNull();

    const done = await completeThumbnail(project._id, asked.body.upload.key);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await getProject(user, project._id)).thumbnail).toBe(done.body.thumbnail);
    const stored = await sharp(await resultBytes(done.body.thumbnail)).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.width).toBeLessThanOrEqual(480);
    expect(await uploadedSize(asked.body.upload.key)).toBeUndefined();
  });

  it('non-image bytes under an image type never become the thumbnail', async () => {
    const project = await createProject(user, 'predict', { predictMediaType: 'image' });
    const png = await readFile(await mediaFixture('png'));
    const good = await askThumbnail(project._id, { contentType: 'image/png', fileSize: png.length });
    await putToPresignedUrl(good.body.upload, png);
    const kept = (await completeThumbnail(project._id, good.body.upload.key)).body.thumbnail;

    const text = Buffer.from('<html><script>alert(1)</script></html>'.repeat(50));
    const bad = await askThumbnail(project._id, { contentType: 'image/png', fileSize: text.length });
    expect((await putToPresignedUrl(bad.body.upload, text)).status).toBe(200);
    const refused = await completeThumbnail(project._id, bad.body.upload.key);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'assets.invalid_image_format',
      message: INVALID_IMAGE_FORMAT,
    });
    expect((await getProject(user, project._id)).thumbnail).toBe(kept);
    expect(await uploadedSize(bad.body.upload.key)).toBeUndefined();
  });

  it('completes only an upload key of this project’s thumbnail', async () => {
    const project = await createProject(user, 'predict', { predictMediaType: 'image' });
    const other = await createProject(user, 'predict', { predictMediaType: 'image' });
    const png = await readFile(await mediaFixture('png'));
    const asked = await askThumbnail(other._id, { contentType: 'image/png', fileSize: png.length });
    await putToPresignedUrl(asked.body.upload, png);
    for (const key of [asked.body.upload.key, 'clients/x/projects/y/thumbnail/z.png', '../../etc/passwd']) {
      const answer = await completeThumbnail(project._id, key);
      expect(answer.status, key).toBe(400);
    }
    expect((await getProject(user, project._id)).thumbnail).toBeNull();
  });
});

describe('a completed stimulus', () => {
  it('keeps its checked file: the upload URL can no longer change what is served', async () => {
    const project = await createProject(user, 'abtest');
    const { answer, bytes } = await requestUpload(user, project._id, 'png');
    const upload = answer.body.upload;
    expect((await putToPresignedUrl(upload, bytes)).status).toBe(200);
    const done = await complete(user, project._id, answer.body.asset._id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // The checked file was moved out of reach of the URL: nothing is left under the upload key.
    expect(await uploadedSize(upload.key)).toBeUndefined();

    const forged = Buffer.alloc(bytes.length, 0x41);
    await putToPresignedUrl(upload, forged);
    const again = await complete(user, project._id, answer.body.asset._id);
    expect(again.status).toBe(200);
    const served = Buffer.from(await (await fetch(again.body.src!)).arrayBuffer());
    expect(served.equals(bytes)).toBe(true);
  });

  it('serves the bytes it checked even when the upload is replaced while it is being checked', async () => {
    const project = await createProject(user, 'abtest');
    const { answer, bytes } = await requestUpload(user, project._id, 'mp4');
    const upload = answer.body.upload;
    expect((await putToPresignedUrl(upload, bytes)).status).toBe(200);
    const forged = Buffer.alloc(bytes.length, 0x42);
    let completed = false;
    const completion = complete(user, project._id, answer.body.asset._id).finally(() => {
      completed = true;
    });
    // Replace the upload again and again, every 5 ms, while the completion reads, probes and stores it.
    for await (const _tick of ticks(5)) {
      if (completed) break;
      await putToPresignedUrl(upload, forged);
    }
    const done = await completion;
    if (done.status === 200) {
      const served = Buffer.from(await (await fetch(done.body.src!)).arrayBuffer());
      expect(served.equals(bytes), 'the served file is the checked one').toBe(true);
    } else {
      expect(done.status, JSON.stringify(done.body)).toBe(400);
      expect(done.body).toMatchObject({ message: INVALID_FORMAT });
    }
  });
});
