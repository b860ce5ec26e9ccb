import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { TestRuntime } from './runtime.ts';
import { callApi as api } from './seed-dashboard.ts';

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
  const created = await api<{
    asset: { _id: string };
    upload: { url: string; headers: Record<string, string> };
  }>(runtime, token, 'POST', `/projects/${projectId}/assets`, {
    name: fileName.replace(/\.[^.]+$/, ''),
    category: 'food',
    contentType: 'advertisment',
    developmentStage: 'final',
    fileName,
    fileType,
    fileSize: size,
  });
  const put = await fetch(created.upload.url, {
    method: 'PUT',
    headers: created.upload.headers,
    body: await readFile(filePath),
  });
  if (!put.ok) throw new Error(`The upload PUT answered ${put.status}`);
  return api(runtime, token, 'POST', `/projects/${projectId}/assets/${created.asset._id}/complete`);
}

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
} as const;

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
  options: { name: string; type: 'discover' | 'custom'; step: number; stimulus: string; branchId?: string },
): Promise<string> {
  const project = await api<{ _id: string }>(runtime, token, 'POST', '/projects', {
    name: options.name,
    type: options.type,
    viewer: 'tv',
    ...(options.branchId ? { branchId: options.branchId } : {}),
  });
  await api(runtime, token, 'PATCH', `/projects/${project._id}`, { audience: TEST_AUDIENCE, country: 'IT' });
  for (let step = 2; step <= options.step; step += 1) {
    await api(runtime, token, 'PATCH', `/projects/${project._id}`, { step });
    if (step === 2) await uploadStimulus(runtime, token, project._id, options.stimulus);
  }
  return project._id;
}
