import { readFile, stat } from 'node:fs/promises';
import { assetsContract, billingContract, projectsContract } from '@adpulse/shared';
import { basename } from 'node:path';
import { requestRoute } from './invoke-route.ts';
import type { TestRuntime } from './runtime.ts';
import type { RouteInput } from '../../web/src/api/client.ts';
import { callApi as api } from './seed-dashboard.ts';
import { waitFor } from './wait.ts';

const TYPE_OF: Record<string, string> = {
  mp4: 'video/mp4',
  png: 'image/png',
  jpg: 'image/jpeg',
  webm: 'video/webm',
  mov: 'video/quicktime',
  gif: 'image/gif',
};

/** A stimulus uploaded as the wizard does it: create, PUT to the presigned URL, complete. */
export async function uploadStimulus(
  runtime: Pick<TestRuntime, 'apiUrl'>,
  token: string,
  projectId: string,
  filePath: string,
): Promise<{ _id: string; status: string; thumbnail?: string }> {
  const fileName = basename(filePath);
  const fileType = TYPE_OF[fileName.split('.').pop() ?? ''] ?? 'application/octet-stream';
  const { size } = await stat(filePath);
  const created = await api(runtime, token, assetsContract.routes.createAsset, {
    params: { projectId },
    body: {
      name: fileName.replace(/\.[^.]+$/, ''),
      category: 'food',
      contentType: 'advertisment',
      developmentStage: 'final',
      fileName,
      fileType,
      fileSize: size,
    },
  });
  const put = await fetch(created.upload.url, {
    method: 'PUT',
    headers: created.upload.headers,
    body: await readFile(filePath),
  });
  if (!put.ok) throw new Error(`The upload PUT answered ${put.status}`);
  return api(runtime, token, assetsContract.routes.completeAsset, {
    params: { projectId, assetId: created.asset._id },
  });
}

/** The body of PATCH /projects/{projectId}. */
export type ProjectChanges = NonNullable<RouteInput<typeof projectsContract.routes.updateProject>['body']>;

/** An Italian national audience of 150 that every cell of the simulated panel can fill. */
export const TEST_AUDIENCE = {
  country: 'IT',
  language: 'it',
  population: 'national',
  category: 'food',
  genre: { male: true, female: true },
  group18_25: true,
  group26_35: true,
  group36_45: true,
  group46_55: true,
  group56_75: true,
  region: ['north-west', 'north-east', 'centre', 'south', 'sardinia', 'other'],
  sampleSize: 150,
} as const satisfies ProjectChanges['audience'];

/** Billing details a checkout accepts (11-digit VAT, terms accepted). */
export const TEST_BILLING = {
  company: 'Analytical Engines',
  vat: '12345678901',
  address: 'Via Roma 1',
  zip: '20100',
  city: 'Milano',
  country: 'IT',
  acceptedTerms: true,
} as const;

/**
 * A project with its audience set and one stimulus, walked up to `step` (the API moves a
 * project forward one step at a time).
 */
export async function projectWithStimulus(
  runtime: Pick<TestRuntime, 'apiUrl'>,
  token: string,
  options: {
    name: string;
    type: 'discover' | 'custom';
    step: number;
    stimulus: string;
    branchId?: string;
    /** TEST_AUDIENCE's 150 unless given. */
    sampleSize?: 50 | 150 | 300;
  },
): Promise<string> {
  const project = await api(runtime, token, projectsContract.routes.createProject, {
    body: {
      name: options.name,
      type: options.type,
      viewer: 'tv',
      ...(options.branchId ? { branchId: options.branchId } : {}),
    },
  });
  const params = { projectId: project._id };
  await api(runtime, token, projectsContract.routes.updateProject, {
    params,
    body: {
      audience: { ...TEST_AUDIENCE, sampleSize: options.sampleSize ?? TEST_AUDIENCE.sampleSize },
      country: 'IT',
    },
  });
  for (let step = 2; step <= options.step; step += 1) {
    await api(runtime, token, projectsContract.routes.updateProject, { params, body: { step } });
    if (step === 2) await uploadStimulus(runtime, token, project._id, options.stimulus);
  }
  return project._id;
}

/** Buys a project at step 5 by card (billing details set first) and waits for the purchase to succeed. */
export async function buyByCard(
  runtime: Pick<TestRuntime, 'apiUrl'>,
  token: string,
  projectId: string,
): Promise<void> {
  const params = { projectId };
  await api(runtime, token, projectsContract.routes.updateProject, {
    params,
    body: { payment: TEST_BILLING },
  });
  await api(runtime, token, billingContract.routes.buyProject, {
    params,
    body: { paymentMethod: '4242 4242 4242 4242' },
  });
  await waitFor(`the purchase of ${projectId}`, async () => {
    const { state } = await api(runtime, token, billingContract.routes.getPurchase, { params });
    if (state === 'failed') throw new Error(`The purchase of ${projectId} failed`);
    return state === 'succeeded' ? state : undefined;
  });
}

/** The status GET /projects/{projectId} answers (404 once the project is gone). */
export async function projectStatus(
  runtime: Pick<TestRuntime, 'apiUrl'>,
  token: string,
  projectId: string,
): Promise<number> {
  return (
    await requestRoute(runtime.apiUrl, projectsContract.routes.getProject, { params: { projectId }, token })
  ).status;
}
