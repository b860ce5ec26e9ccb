import { randomUUID } from 'node:crypto';
import { fieldworkContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { expect } from 'vitest';
import type {
  Answers,
  FieldworkView,
  Sample,
  SessionEntry,
  TestDefinition,
  TestLinks,
} from '@adpulse/shared/fieldwork/index';
import type { ProjectType } from '@adpulse/shared/projects/index';
import { launchFieldwork } from '../../functions/src/fieldwork/index.ts';
import { findFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { markProjectActive } from '../../functions/src/projects/index.ts';
import { type InvokeResult } from '../support/invoke.ts';
import { SIMULATOR_HEADER, simulatorCredential } from '../../functions/src/fieldwork/simulator-credential.ts';
import type { SignedIn } from './accounts-fixtures.ts';
import { patchProject, projectAtCheckout } from './wizard-fixtures.ts';

/** Helpers of the fieldwork tests: real handler calls against DynamoDB Local and s3rver. */

export interface LaunchedProject {
  projectId: string;
  /** The project's panel test id (dynata) and the direct link's. */
  dynataTestId: string;
  directTestId: string;
}

/** A project bought (active) whose fieldwork launched, as the purchase machine leaves it. */
export async function launchedProject(
  user: SignedIn,
  type: ProjectType = 'abtest',
  options: { attentionCheck?: boolean } = {},
): Promise<LaunchedProject> {
  const project = await projectAtCheckout(user, type);
  await patchProject(user, project._id, {
    ...options,
    questions: [
      {
        type: 'singleChoice',
        text: 'Would you buy it?',
        answers: { answerList: ['Yes', 'No', 'Maybe'], randomOrder: true },
      },
    ],
  });
  await markProjectActive(user.clientId, project._id);
  await launchFieldwork(user.clientId, project._id, 'dynata');
  const fieldwork = await findFieldwork(user.clientId, project._id, true);
  if (!fieldwork?.tests.direct || !fieldwork.tests.dynata) throw new Error('fieldwork did not launch');
  return {
    projectId: project._id,
    dynataTestId: fieldwork.tests.dynata,
    directTestId: fieldwork.tests.direct,
  };
}

export async function readTest(testId: string): Promise<TestDefinition> {
  const answer = await invokeRoute(fieldworkContract.routes.getTest, { params: { testId } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** A direct respondent's id as the respondent app makes it: random and unguessable (a v4 UUID). */
export const newRespondentId = () => randomUUID();

export interface EntryOptions {
  age?: number;
  gender?: 'male' | 'female';
  region?: string;
  webcam?: boolean;
  respondentId?: string;
  /** Enter as the simulated panel does: the flag, with the simulator's credential. */
  simulated?: boolean;
  /** The respondent app's device key (64 hex). */
  device?: string;
  /** Source address; a random one by default. */
  ip?: string;
}

/** POST /t/{testId}/sessions through the direct link. */
export async function enterDirect(
  testId: string,
  options: EntryOptions = {},
): Promise<InvokeResult<SessionEntry>> {
  const rid = options.respondentId ?? newRespondentId();
  const headers: Record<string, string> = options.simulated
    ? { [SIMULATOR_HEADER]: await simulatorCredential(testId) }
    : {};
  return invokeRoute(fieldworkContract.routes.startSession, {
    params: { testId },
    body: {
      panel: { provider: 'direct', respondentId: rid, params: { rid } },
      screener: {
        age: options.age ?? 30,
        gender: options.gender ?? 'female',
        region: options.region ?? 'centre',
      },
      consent: { webcam: options.webcam ?? true },
      ...(options.simulated ? { simulated: true } : {}),
      ...(options.device ? { device: options.device } : {}),
    },
    headers,
    ...(options.ip ? { ip: options.ip } : {}),
  });
}

export async function startedSession(
  testId: string,
  options: EntryOptions = {},
): Promise<{ sessionId: string; stimuli: string[] }> {
  const answer = await enterDirect(testId, options);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  if (!('sessionId' in answer.body)) throw new Error('no session');
  return answer.body;
}

/** `count` samples of a stimulus at 10 Hz from `from` seconds, a face in each. */
export function samplesOf(stimulusId: string, from: number, count: number): Sample[] {
  return Array.from({ length: count }, (_, index) => ({
    stimulusId,
    t: Math.round((from + index / 10) * 100) / 100,
    face: true,
    attentive: index % 4 !== 0,
    gaze: { x: 0.5, y: 0.4, confidence: 0.8 },
    expr: { happy: 0.6, surprise: 0.05, neutral: 0.3, sad: 0.01, angry: 0.01, fear: 0.02, disgust: 0.01 },
  }));
}

export function sendSignals(sessionId: string, seq: number, samples: Sample[]) {
  return invokeRoute(fieldworkContract.routes.postSignals, {
    params: { sessionId },
    body: { seq, samples },
  });
}

export async function fieldworkView(user: SignedIn, projectId: string): Promise<InvokeResult<FieldworkView>> {
  return invokeRoute(fieldworkContract.routes.getFieldwork, {
    token: user.token,
    params: { projectId },
  });
}

export async function testLinks(user: SignedIn, projectId: string): Promise<InvokeResult<TestLinks>> {
  return invokeRoute(fieldworkContract.routes.listTestLinks, {
    token: user.token,
    params: { projectId },
  });
}

/** Samples at 10 Hz over every second of each stimulus, in batches of 300: a measured respondent. */
export async function sendFullMeasurement(
  sessionId: string,
  stimuli: readonly string[],
  durations: ReadonlyMap<string, number>,
): Promise<void> {
  let seq = 0;
  for (const stimulusId of stimuli) {
    const count = Math.ceil((durations.get(stimulusId) ?? 0) * 10);
    for (let from = 0; from < count; from += 300) {
      const stored = await sendSignals(
        sessionId,
        seq,
        samplesOf(stimulusId, from / 10, Math.min(300, count - from)),
      );
      expect(stored.status, JSON.stringify(stored.body)).toBe(202);
      seq += 1;
    }
  }
}

/** A respondent's answers (an evoked emotion per stimulus, no question), then the complete; expects a complete. */
export async function answerAndComplete(sessionId: string, stimuli: readonly string[]): Promise<void> {
  const saved = await invokeRoute(fieldworkContract.routes.saveAnswers, {
    params: { sessionId },
    body: {
      evoked: stimuli.map((stimulusId) => ({ stimulusId, emotion: 'amusement' as const, intensity: 4 })),
      questions: [],
      demographics: { education: 'university' as const },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(204);
  const ended = await invokeRoute(fieldworkContract.routes.completeSession, { params: { sessionId } });
  expect(ended.body, JSON.stringify(ended.body)).toMatchObject({ outcome: 'complete' });
}

/** An honest respondent's answers: an evoked emotion per stimulus at varied intensity, question q1 answered, clean playback. */
export const honestAnswers = (stimuli: readonly string[]): Answers => ({
  evoked: stimuli.map((stimulusId, index) => ({
    stimulusId,
    emotion: 'amusement' as const,
    intensity: 2 + (index % 3),
  })),
  questions: [{ questionId: 'q1', answer: 'Yes' }],
  demographics: {},
  playback: stimuli.map((stimulusId) => ({ stimulusId, seeks: 0, hides: 0 })),
});
