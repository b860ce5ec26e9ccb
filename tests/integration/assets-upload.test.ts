import { assetsContract, foldersContract, projectsContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { describe, expect, it, beforeAll } from 'vitest';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { ENV } from '@adpulse/shared';
import { s3Client } from '@adpulse/functions/platform/aws';
import { mediaFixture } from '../fixtures/media.ts';
import { deleteProjectAssets } from '../../functions/src/assets/cleanup.ts';
import { storage } from '../../functions/src/platform/storage.ts';

const uploadedSize = (key: string) => storage().sizeOf({ bucket: 'uploads', key });
import { readAssetsMeta } from '../../functions/src/assets/data/store.ts';
import type { Asset } from '@adpulse/shared/assets/schemas';
import { customAdmin, registeredUser, type SignedIn } from './accounts-fixtures.ts';
import {
  complete,
  createProject,
  getProject,
  listAssets,
  putToPresignedUrl,
  requestUpload,
  uploadFixture,
  uploadReady,
} from './wizard-fixtures.ts';
import { listProjects, searchProjects } from './projects-fixtures.ts';

let regular: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  [regular, customer] = await Promise.all([registeredUser('assets'), customAdmin(false, 'assets')]);
});

async function fetchBytes(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const answer = await fetch(url);
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    bytes: Buffer.from(await answer.arrayBuffer()),
  };
}

describe('uploading a stimulus through a presigned URL', () => {
  it('a real MP4: created uploading, PUT to S3, completed ready with duration, size, thumbnail and src', async () => {
    const project = await createProject(regular, 'abtest');
    const { answer, bytes } = await requestUpload(regular, project._id, 'mp4');
    expect(answer.status).toBe(201);
    expect(answer.body.asset).toMatchObject({
      status: 'uploading',
      name: 'Stimulus mp4',
      requiredRespondents: 150,
    });
    expect(answer.body.upload).toMatchObject({ method: 'PUT', headers: { 'content-type': 'video/mp4' } });
    const signed = new URL(answer.body.upload.url).searchParams.get('X-Amz-SignedHeaders') ?? '';
    expect(signed.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    expect(Number(new URL(answer.body.upload.url).searchParams.get('X-Amz-Expires'))).toBe(900);

    expect((await putToPresignedUrl(answer.body.upload, bytes)).status).toBe(200);
    const done = await complete(regular, project._id, answer.body.asset._id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({
      status: 'ready',
      kind: 'video',
      width: 320,
      height: 240,
      file: { format: 'mp4', size: bytes.length },
    });
    expect(done.body.duration).toBeCloseTo(3, 0);

    const thumbnail = await fetchBytes(done.body.thumbnail!);
    expect(thumbnail.status).toBe(200);
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 240,
    });
    const media = await fetchBytes(done.body.src!);
    expect(media.status).toBe(200);
    expect(media.bytes.equals(bytes)).toBe(true);

    const [listed] = await listAssets(regular, project._id);
    expect(listed).toMatchObject({
      _id: answer.body.asset._id,
      status: 'ready',
      duration: done.body.duration,
    });
  });

  it('a real PNG becomes an image stimulus with its size and a thumbnail', async () => {
    const project = await createProject(regular, 'abtest');
    const done = await uploadFixture(regular, project._id, 'png');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({
      status: 'ready',
      kind: 'image',
      width: 320,
      height: 240,
      file: { format: 'png' },
    });
    expect(done.body.duration).toBeUndefined();
    expect((await fetchBytes(done.body.thumbnail!)).status).toBe(200);
    expect((await fetchBytes(done.body.src!)).type).toBe('image/png');
  });

  it('a WebM gets an H.264 MP4 rendition as its src', async () => {
    const project = await createProject(regular, 'abtest');
    const done = await uploadFixture(regular, project._id, 'webm');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.file.format).toBe('webm');
    const media = await fetchBytes(done.body.src!);
    expect(media.type).toBe('video/mp4');
    expect(media.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('completing twice answers the same asset (idempotent)', async () => {
    const project = await createProject(regular, 'discover');
    const first = await uploadReady(regular, project._id, 'mp4');
    const again = await complete(regular, project._id, first._id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ _id: first._id, status: 'ready', updated: first.updated });
  });
});

describe('bad files get the spec messages and leave the project as it was', () => {
  async function expectUnchanged(
    user: SignedIn,
    projectId: string,
    before: Asset[],
    projectBefore?: unknown,
  ) {
    expect((await listAssets(user, projectId)).map((asset) => asset._id)).toEqual(
      before.map((asset) => asset._id),
    );
    if (projectBefore) expect(await getProject(user, projectId)).toEqual(projectBefore);
  }

  it('a text file renamed .mp4: invalid format at completion, asset and file removed', async () => {
    const project = await createProject(regular, 'abtest');
    const before = await listAssets(regular, project._id);
    const projectBefore = await getProject(regular, project._id);
    const { answer, bytes } = await requestUpload(regular, project._id, 'renamedText');
    expect(answer.status).toBe(201);
    await putToPresignedUrl(answer.body.upload, bytes);
    const done = await complete(regular, project._id, answer.body.asset._id);
    expect(done.status).toBe(400);
    expect(done.body).toEqual({
      code: 'assets.invalid_format',
      message: 'Invalid format: use MP4, MP5, WEBP, WEBM, MOV, GIF, PNG, JPEG or JPG.',
    });
    await expectUnchanged(regular, project._id, before, projectBefore);
    expect(await uploadedSize(answer.body.upload.key)).toBeUndefined();
    // The slot is free again: the next upload is accepted.
    expect((await uploadFixture(regular, project._id, 'mp4')).status).toBe(200);
  });

  it('a declared size over 200 MB is refused before any upload', async () => {
    const project = await createProject(regular, 'discover');
    const { answer } = await requestUpload(regular, project._id, 'mp4', {
      body: { fileSize: 200 * 1024 * 1024 + 1 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'assets.size_limit',
      message: 'Size maximum 200 MB',
      params: { value: 200 },
    });
    await expectUnchanged(regular, project._id, []);
  });

  it('a file larger than its declared size: S3 refuses the PUT, and completion refuses it too', async () => {
    const project = await createProject(regular, 'discover');
    const { answer, bytes } = await requestUpload(regular, project._id, 'mp4', { body: { fileSize: 1000 } });
    expect(answer.status).toBe(201);
    // The URL signs the declared length: S3 (and the local S3) refuses any other.
    expect((await putToPresignedUrl(answer.body.upload, bytes)).status).toBe(403);
    expect(await uploadedSize(answer.body.upload.key)).toBeUndefined();
    // Should a larger object get there anyway (a writer holding credentials), completion
    // measures it and refuses it.
    await s3Client().send(
      new PutObjectCommand({
        Bucket: process.env[ENV.uploadsBucket],
        Key: answer.body.upload.key,
        Body: bytes,
        ContentType: 'video/mp4',
      }),
    );
    const done = await complete(regular, project._id, answer.body.asset._id);
    expect(done.status).toBe(400);
    expect(done.body).toEqual({
      code: 'assets.size_limit',
      message: 'Size maximum 200 MB',
      params: { value: 200 },
    });
    await expectUnchanged(regular, project._id, []);
  });

  it('a 90 s video in a Discover package (1 minute): duration message, in the caller language too', async () => {
    const project = await createProject(regular, 'discover');
    const { answer, bytes } = await requestUpload(regular, project._id, 'longMp4');
    await putToPresignedUrl(answer.body.upload, bytes);
    const done = await complete(regular, project._id, answer.body.asset._id);
    expect(done.status).toBe(400);
    expect(done.body).toMatchObject({ message: 'Video duration maximum 1 minute' });
    await expectUnchanged(regular, project._id, [], project);
    expect(await uploadedSize(answer.body.upload.key)).toBeUndefined();

    const italian = await requestUpload(regular, project._id, 'longMp4');
    await putToPresignedUrl(italian.answer.body.upload, italian.bytes);
    const refused = await invokeRoute(assetsContract.routes.completeAsset, {
      token: regular.token,
      params: { projectId: project._id, assetId: italian.answer.body.asset._id },
      lang: 'it-IT',
    });
    expect(refused.error?.message).toBe('Il video è troppo lungo: la durata massima è di 1 minuto.');
  });

  it('the same 90 s video fits an A/B test (2 minutes)', async () => {
    const project = await createProject(regular, 'abtest');
    const done = await uploadFixture(regular, project._id, 'longMp4');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.duration).toBeCloseTo(90, 0);
  });

  it('a declared type that is no accepted format is refused at once', async () => {
    const project = await createProject(regular, 'discover');
    const { answer } = await requestUpload(regular, project._id, 'mp4', {
      body: { fileType: 'application/pdf' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'Invalid format: use MP4, MP5, WEBP, WEBM, MOV, GIF, PNG, JPEG or JPG.',
    });
  });
});

describe('upload rules', () => {
  it('one file at a time: a second upload while one is in progress is refused', async () => {
    const project = await createProject(regular, 'abtest');
    const first = await requestUpload(regular, project._id, 'mp4');
    expect(first.answer.status).toBe(201);
    const second = await requestUpload(regular, project._id, 'png');
    expect(second.answer.status).toBe(400);
    expect(second.answer.body).toMatchObject({ message: 'Upload one file at a time.' });
    await putToPresignedUrl(first.answer.body.upload, first.bytes);
    expect((await complete(regular, project._id, first.answer.body.asset._id)).status).toBe(200);
    expect((await uploadFixture(regular, project._id, 'png')).status).toBe(200);
  });

  it('regular users cannot exceed the package count; deleting one frees a place', async () => {
    const project = await createProject(regular, 'discover');
    const kept = await uploadReady(regular, project._id, 'mp4');
    const { answer } = await requestUpload(regular, project._id, 'png');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'Max allowance exceeded: delete one or more videos and try again.',
    });
    const removed = await invokeRoute(assetsContract.routes.deleteAsset, {
      token: regular.token,
      params: { projectId: project._id, assetId: kept._id },
    });
    expect(removed.status).toBe(204);
    expect(await listAssets(regular, project._id)).toEqual([]);
    expect((await uploadFixture(regular, project._id, 'png')).status).toBe(200);
  });

  it('customers have no package limit', async () => {
    const project = await createProject(customer, 'custom');
    for (const fixture of ['mp4', 'png', 'gif'] as const)
      expect((await uploadFixture(customer, project._id, fixture)).status).toBe(200);
    expect(await listAssets(customer, project._id)).toHaveLength(3);
  });

  it('edits the stimulus fields; only pending projects change their assets', async () => {
    const project = await createProject(regular, 'abtest');
    const asset = await uploadReady(regular, project._id, 'mp4');
    const edited = await invokeRoute(assetsContract.routes.updateAsset, {
      token: regular.token,
      params: { projectId: project._id, assetId: asset._id },
      body: { name: 'Renamed', developmentStage: 'animatic', type: 'branded', requiredRespondents: 300 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Renamed',
      developmentStage: 'animatic',
      contentType: 'branded',
      type: 'branded',
      requiredRespondents: 300,
    });
    expect((await getProject(regular, project._id)).status).toBe('pending');
  });

  it('another client’s project is not found', async () => {
    const project = await createProject(regular, 'abtest');
    const foreign = await requestUpload(customer, project._id, 'mp4');
    expect(foreign.answer.status).toBe(404);
    const list = await invokeRoute(assetsContract.routes.listAssets, {
      token: customer.token,
      params: { projectId: project._id },
    });
    expect(list.status).toBe(404);
  });

  it('the project thumbnail: a presigned upload of the image, checked, then the project points at it', async () => {
    const project = await createProject(regular, 'predict', { predictMediaType: 'image' });
    const png = await readFile(await mediaFixture('png'));
    const answer = await invokeRoute(assetsContract.routes.createThumbnailUpload, {
      token: regular.token,
      params: { projectId: project._id },
      body: { contentType: 'image/png', fileSize: png.length },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const signed = new URL(answer.body.upload.url).searchParams.get('X-Amz-SignedHeaders')?.split(';');
    expect(signed).toEqual(expect.arrayContaining(['content-length', 'content-type']));
    expect((await putToPresignedUrl(answer.body.upload, png)).status).toBe(200);
    expect(await uploadedSize(answer.body.upload.key)).toBe(png.length);
    expect((await getProject(regular, project._id)).thumbnail).toBeNull();
    const done = await invokeRoute(assetsContract.routes.completeThumbnailUpload, {
      token: regular.token,
      params: { projectId: project._id },
      body: { key: answer.body.upload.key },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await getProject(regular, project._id)).thumbnail).toBe(done.body.thumbnail);

    const tooBig = await invokeRoute(assetsContract.routes.createThumbnailUpload, {
      token: regular.token,
      params: { projectId: project._id },
      body: { contentType: 'image/png', fileSize: 6 * 1024 * 1024 },
    });
    expect(tooBig).toMatchObject({ status: 400, body: { message: 'Size maximum 5 MB' } });
  });
});

describe("the project card's picture", () => {
  const cardOf = async (user: SignedIn, projectId: string) =>
    (await listProjects(user, { projectsInfolder: 'any', limit: 100 })).items.find(
      (item) => item._id === projectId,
    );

  it('is the first ready stimulus: a signed link in lists, search and folders, gone with its stimulus', async () => {
    const project = await createProject(customer, 'custom', { name: `Pictured ${Date.now()}` });
    expect((await cardOf(customer, project._id))?.thumbnailUrl).toBeUndefined();

    const first = await uploadReady(customer, project._id, 'png');
    const second = await uploadReady(customer, project._id, 'mp4');
    const listed = await cardOf(customer, project._id);
    expect(listed?.thumbnailUrl).toMatch(/^https?:\/\//);
    const picture = await fetchBytes(listed!.thumbnailUrl!);
    expect(picture.status).toBe(200);
    expect(await sharp(picture.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    // The same picture as the first stimulus's own thumbnail.
    expect(picture.bytes.equals((await fetchBytes(first.thumbnail!)).bytes)).toBe(true);

    const [found] = await searchProjects(customer, 'Pictured');
    expect(found?.thumbnailUrl).toMatch(/^https?:\/\//);
    const folder = await invokeRoute(foldersContract.routes.createFolder, {
      token: customer.token,
      params: { clientId: customer.clientId },
      body: { name: `Pictures ${Date.now()}` },
    });
    await invokeRoute(foldersContract.routes.addProject, {
      token: customer.token,
      params: { folderId: folder.body._id },
      body: { projectId: project._id },
    });
    const inFolder = await invokeRoute(foldersContract.routes.getFolder, {
      token: customer.token,
      params: { folderId: folder.body._id },
    });
    expect(inFolder.status).toBe(200);
    expect(inFolder.body.projects[0]?.thumbnailUrl).toMatch(/^https?:\/\//);

    // The first stimulus deleted: the next one's picture; none left: no picture.
    await invokeRoute(assetsContract.routes.deleteAsset, {
      token: customer.token,
      params: { projectId: project._id, assetId: first._id },
    });
    const next = await fetchBytes((await cardOf(customer, project._id))!.thumbnailUrl!);
    expect(next.bytes.equals((await fetchBytes(second.thumbnail!)).bytes)).toBe(true);
    await invokeRoute(assetsContract.routes.deleteAsset, {
      token: customer.token,
      params: { projectId: project._id, assetId: second._id },
    });
    expect((await cardOf(customer, project._id))?.thumbnailUrl).toBeUndefined();
    const whole = await invokeRoute(projectsContract.routes.getProject, {
      token: customer.token,
      params: { projectId: project._id },
    });
    expect(whole.body.thumbnail).toBeNull();
  });
});

describe('when a project is deleted', () => {
  it('deleteProjectAssets removes every asset item and every file of the project, and can run twice', async () => {
    const project = await createProject(customer, 'custom');
    const video = await uploadReady(customer, project._id, 'webm');
    await uploadReady(customer, project._id, 'png');
    const { answer } = await requestUpload(customer, project._id, 'mp4');
    const uploadKey = answer.body.upload.key;
    await deleteProjectAssets({ clientId: customer.clientId, projectId: project._id });
    await deleteProjectAssets({ clientId: customer.clientId, projectId: project._id });
    expect(await listAssets(customer, project._id)).toEqual([]);
    expect(await readAssetsMeta(customer.clientId, project._id)).toEqual({ count: 0 });
    expect(await uploadedSize(uploadKey)).toBeUndefined();
    expect((await fetch(video.src!)).status).toBe(404);
    expect((await fetch(video.thumbnail!)).status).toBe(404);
  });
});
