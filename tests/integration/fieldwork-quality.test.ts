import { fieldworkContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QUALITY_RULES } from '@adpulse/shared/fieldwork/index';
import { fieldworkSettings } from '../../functions/src/fieldwork/settings.ts';
import { now, resetClock, setClock } from '../../functions/src/platform/clock.ts';
import { findFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { findRespondentSession } from '../../functions/src/fieldwork/data/session-updates.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import {
  fieldworkView,
  launchedProject,
  readTest,
  samplesOf,
  sendSignals,
  startedSession,
} from './fieldwork-fixtures.ts';

/**
 * Respondent quality (docs/methodology.md, "Respondent quality"): what a session must show
 * before it counts as a complete, and how the ones that do not are counted, by reason.
 */

let owner: SignedIn;
beforeAll(async () => {
  owner = await registeredUser('quality');
});
afterEach(() => resetClock());

const answersOf = (stimuli: readonly string[]) => ({
  evoked: stimuli.map((stimulusId) => ({ stimulusId, emotion: 'amusement' as const, intensity: 4 })),
  questions: [{ questionId: 'q1', answer: 'Yes' }],
  demographics: { education: 'university' as const },
});

async function answerAndComplete(sessionId: string, stimuli: readonly string[]) {
  const saved = await invokeRoute(fieldworkContract.routes.saveAnswers, {
    params: { sessionId },
    body: answersOf(stimuli),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(204);
  return invokeRoute(fieldworkContract.routes.completeSession, { params: { sessionId } });
}

/** Samples at 10 Hz over every second of each stimulus: a measured respondent. */
async function sendFullMeasurement(
  sessionId: string,
  stimuli: readonly string[],
  durations: Map<string, number>,
) {
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

describe('ballot stuffing through the direct link', () => {
  it('36 anonymous completes with answers and no samples count 0 completes and 36 quality terminations; the project stays open', async () => {
    const project = await launchedProject(owner);
    const outcomes: string[] = [];
    const redirects: string[] = [];
    let next = 0;
    const attacker = async () => {
      while (next < 36) {
        next += 1;
        const { sessionId, stimuli } = await startedSession(project.directTestId, { webcam: true });
        const ended = await answerAndComplete(sessionId, stimuli);
        expect(ended.status, JSON.stringify(ended.body)).toBe(200);
        outcomes.push(ended.body.outcome);
        redirects.push(ended.body.redirect);
      }
    };
    await Promise.all(Array.from({ length: 4 }, attacker));

    expect(outcomes).toEqual(Array.from({ length: 36 }, () => 'quality'));
    for (const redirect of redirects) expect(new URL(redirect).searchParams.get('outcome')).toBe('quality');
    const view = await fieldworkView(owner, project.projectId);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      state: 'fielding',
      completes: 0,
      qualityTerminations: 36,
      inProgress: 0,
    });
    expect(view.body.qualityReasons).toMatchObject({ noMeasurement: 36 });
    const record = await findFieldwork(owner.clientId, project.projectId, true);
    expect(Object.values(record?.taken ?? {}).reduce((sum, taken) => sum + taken, 0)).toBe(0);
    expect(fieldworkSettings({}).respondentIdleSeconds).toBe(600);
  });
});

describe('no measurement, no complete', () => {
  it('a respondent with the webcam on completes when every stimulus has samples at the floor, and not before', async () => {
    const project = await launchedProject(owner);
    const test = await readTest(project.directTestId);
    const durations = new Map(test.stimuli.map((stimulus) => [stimulus.stimulusId, stimulus.duration]));

    const measured = await startedSession(project.directTestId, { webcam: true });
    await sendFullMeasurement(measured.sessionId, measured.stimuli, durations);
    const done = await answerAndComplete(measured.sessionId, measured.stimuli);
    expect(done.body.outcome).toBe('complete');

    // One stimulus measured, the other just under the floor of QUALITY_RULES.minSampleHz.
    const short = await startedSession(project.directTestId, { webcam: true });
    const [first, second] = short.stimuli as [string, string];
    await sendFullMeasurement(short.sessionId, [first], durations);
    const underFloor = Math.ceil((durations.get(second) ?? 0) * QUALITY_RULES.minSampleHz) - 1;
    const sent = await sendSignals(short.sessionId, 99, samplesOf(second, 0, underFloor));
    expect(sent.status).toBe(202);
    const refused = await answerAndComplete(short.sessionId, short.stimuli);
    expect(refused.body.outcome).toBe('quality');
    expect(await findRespondentSession(short.sessionId)).toMatchObject({
      status: 'quality',
      qualityReason: 'noMeasurement',
    });
    // Repeatable: the same end again, counted once.
    const again = await invokeRoute(fieldworkContract.routes.completeSession, {
      params: { sessionId: short.sessionId },
    });
    expect(again.body).toEqual(refused.body);

    // A respondent who refused the webcam answers the questions and completes (survey only).
    const refusedCamera = await startedSession(project.directTestId, { webcam: false });
    const surveyOnly = await answerAndComplete(refusedCamera.sessionId, refusedCamera.stimuli);
    expect(surveyOnly.body.outcome).toBe('complete');

    const view = await fieldworkView(owner, project.projectId);
    expect(view.body).toMatchObject({ completes: 2, qualityTerminations: 1 });
    expect(view.body.qualityReasons).toMatchObject({ noMeasurement: 1 });
  });
});

describe('an idle session gives its quota slot back', () => {
  it('after RESPONDENT_IDLE_SECONDS (10 minutes), not 30', async () => {
    const project = await launchedProject(owner);
    await startedSession(project.directTestId, { webcam: false });
    const start = now();
    setClock(() => start + 9 * 60_000);
    expect((await fieldworkView(owner, project.projectId)).body).toMatchObject({
      inProgress: 1,
      dropouts: 0,
    });
    setClock(() => start + 11 * 60_000);
    expect((await fieldworkView(owner, project.projectId)).body).toMatchObject({
      inProgress: 0,
      dropouts: 1,
    });
    const record = await findFieldwork(owner.clientId, project.projectId, true);
    expect(Object.values(record?.taken ?? {}).reduce((sum, taken) => sum + taken, 0)).toBe(0);
    expect(fieldworkSettings({}).respondentIdleSeconds).toBe(600);
  });
});
