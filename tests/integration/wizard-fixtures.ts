import { assetsContract, projectsContract } from '@adpulse/shared';
import { invokeRoute, malformed } from '../support/invoke-route.ts';
import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { Asset, CreateAssetResponse } from '@adpulse/shared/assets/schemas';
import type { Project, ProjectType } from '@adpulse/shared/projects/index';
import { mediaFixture, type MediaFixture } from '../fixtures/media.ts';
import { type InvokeResult } from '../support/invoke.ts';
import type { SignedIn } from './accounts-fixtures.ts';
import { newProject } from './projects-fixtures.ts';
import { TEST_AUDIENCE, TEST_BILLING } from '../support/wizard-api.ts';

/** Helpers of the wizard tests (assets, feasibility, purchase): real API calls, real files. */

/** The wizard's Italian national audience, the same one the browser tests walk through. */
export const ITALIAN_AUDIENCE = TEST_AUDIENCE;

export const BILLING = TEST_BILLING;

export function createProject(
  user: SignedIn,
  type: ProjectType,
  extra: Record<string, unknown> = {},
): Promise<Project> {
  return newProject(user, `${type} ${Date.now()}`, { type, ...extra });
}

export async function patchProject(
  user: SignedIn,
  projectId: string,
  body: Record<string, unknown>,
): Promise<Project> {
  const answer = await invokeRoute(projectsContract.routes.updateProject, {
    token: user.token,
    params: { projectId },
    body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

export async function getProject(user: SignedIn, projectId: string): Promise<Project> {
  const answer = await invokeRoute(projectsContract.routes.getProject, {
    token: user.token,
    params: { projectId },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Steps move forward one at a time (projects rule): walk the project up to `step`. */
export async function advanceTo(user: SignedIn, projectId: string, step: number): Promise<Project> {
  let project = await getProject(user, projectId);
  while (project.step < step) project = await patchProject(user, projectId, { step: project.step + 1 });
  return project;
}

export async function listAssets(user: SignedIn, projectId: string): Promise<Asset[]> {
  const answer = await invokeRoute(assetsContract.routes.listAssets, {
    token: user.token,
    params: { projectId },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.items;
}

const CONTENT_TYPE: Record<string, string> = {
  mp4: 'video/mp4',
  longMp4: 'video/mp4',
  fullHdMp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  renamedText: 'video/mp4',
};

export interface UploadOptions {
  /** Fields of the create call to change (fileSize to lie, requiredRespondents...). */
  body?: Record<string, unknown>;
  /** Bytes to PUT instead of the fixture's. */
  bytes?: Buffer;
}

/** Asks for an upload of a fixture: the create call's answer. */
export async function requestUpload(
  user: SignedIn,
  projectId: string,
  fixture: MediaFixture,
  options: UploadOptions = {},
): Promise<{ answer: InvokeResult<CreateAssetResponse>; bytes: Buffer }> {
  const bytes = options.bytes ?? (await readFile(await mediaFixture(fixture)));
  const fileName =
    fixture === 'renamedText' ? 'notes.mp4' : `${fixture}.${CONTENT_TYPE[fixture]!.split('/')[1]}`;
  const answer = await invokeRoute(assetsContract.routes.createAsset, {
    token: user.token,
    params: { projectId },
    // An upload of a fixture the API refuses (a renamed text file, a wrong size) on purpose too.
    body: malformed({
      name: `Stimulus ${fixture}`,
      category: 'food',
      contentType: 'advertisment',
      developmentStage: 'final',
      fileName,
      fileType: CONTENT_TYPE[fixture],
      fileSize: bytes.length,
      ...options.body,
    }),
  });
  return { answer, bytes };
}

/** PUT of the bytes to the presigned URL, as the browser does it. */
export async function putToPresignedUrl(
  upload: CreateAssetResponse['upload'],
  bytes: Buffer,
): Promise<Response> {
  return fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new Uint8Array(bytes) });
}

export function complete(user: SignedIn, projectId: string, assetId: string) {
  return invokeRoute(assetsContract.routes.completeAsset, {
    token: user.token,
    params: { projectId, assetId },
  });
}

/** The whole upload of a fixture: create, PUT, complete; the completion's answer. */
export async function uploadFixture(
  user: SignedIn,
  projectId: string,
  fixture: MediaFixture,
  options: UploadOptions = {},
): Promise<InvokeResult<Asset>> {
  const { answer, bytes } = await requestUpload(user, projectId, fixture, options);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const put = await putToPresignedUrl(answer.body.upload, bytes);
  expect(put.status, await put.text()).toBe(200);
  return complete(user, projectId, answer.body.asset._id);
}

/** The quick predict flow's upload: the image as the predict asset (spec section 4). */
export function uploadPredictImage(user: SignedIn, projectId: string): Promise<InvokeResult<Asset>> {
  return uploadFixture(user, projectId, 'png', {
    body: {
      category: 'predict',
      type: 'other',
      status: 'final',
      requiredRespondents: 75,
      contentType: undefined,
      developmentStage: undefined,
    },
  });
}

export async function uploadReady(user: SignedIn, projectId: string, fixture: MediaFixture): Promise<Asset> {
  const done = await uploadFixture(user, projectId, fixture);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body;
}

/**
 * A project through the wizard up to its checkout: audience, the stimuli its package needs,
 * billing details, and the step (checkout for regular users, Review for customers).
 */
export async function projectAtCheckout(
  user: SignedIn,
  type: ProjectType,
  options: { stimuli?: number; customer?: boolean; extra?: Record<string, unknown> } = {},
): Promise<Project> {
  const project = await createProject(user, type, options.extra);
  await patchProject(user, project._id, { audience: ITALIAN_AUDIENCE, country: 'IT', payment: BILLING });
  const stimuli = options.stimuli ?? (type === 'abtest' || type === 'sequential' ? 2 : 1);
  for (let index = 0; index < stimuli; index += 1) await uploadReady(user, project._id, 'mp4');
  return advanceTo(user, project._id, options.customer ? 4 : 5);
}
