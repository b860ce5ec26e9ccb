import { fieldworkContract } from '@adpulse/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { readProjectSessions } from '../../functions/src/fieldwork/index.ts';
import { SIMULATOR_HEADER, simulatorCredential } from '../../functions/src/fieldwork/simulator-credential.ts';
import { invokeRoute, malformed } from '../support/invoke-route.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import {
  launchedProject,
  samplesOf,
  sendSignals,
  startedSession,
  type LaunchedProject,
} from './fieldwork-fixtures.ts';

/** Issue 23, "the holes found": each of these answered another person's session, 500, or took the flag. */
let owner: SignedIn;
let project: LaunchedProject;

beforeAll(async () => {
  owner = await registeredUser('holes');
  project = await launchedProject(owner);
});

const VALIDATION = {
  targets: 4,
  errorPx: 80,
  errorDeg: 2.1,
  chanceErrorPx: 186.1,
  offsetPx: { x: 12, y: -30 },
  screen: { width: 390, height: 844 },
};

const fieldsOf = (body: unknown) =>
  ((body as { details?: { field: string }[] }).details ?? []).map((detail) => detail.field);

function enterDynata(params: { pid: string; psid: string; k2: string }) {
  return invokeRoute(fieldworkContract.routes.startSession, {
    params: { testId: project.dynataTestId },
    body: {
      panel: { provider: 'dynata', respondentId: params.pid, params },
      screener: { age: 30, gender: 'female', region: 'centre' },
      consent: { webcam: true },
    },
  });
}

describe('re-entering a panel link', () => {
  it("with the same pid but another psid and k2 gets no one else's session", async () => {
    const pid = String(Date.now()).slice(-9);
    const first = await enterDynata({ pid, psid: 'psid-first', k2: '1111' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    if (!('sessionId' in first.body)) throw new Error('the first respondent did not start');

    // The same respondent reopening their own link resumes their session...
    const again = await enterDynata({ pid, psid: 'psid-first', k2: '1111' });
    expect(again.body).toMatchObject({ sessionId: first.body.sessionId });

    // ...an intruder with the same pid and other provider parameters is turned away.
    for (const other of [
      { pid, psid: 'psid-intruder', k2: '1111' },
      { pid, psid: 'psid-first', k2: '2222' },
    ]) {
      const intruder = await enterDynata(other);
      expect(intruder.status, JSON.stringify(intruder.body)).toBe(200);
      expect(intruder.body).not.toHaveProperty('sessionId');
      expect(intruder.body).toMatchObject({ outcome: 'quality' });
      if (!('redirect' in intruder.body)) throw new Error('no redirect');
      // Sent back to the panel as itself, never with the first respondent's parameters.
      const redirect = new URL(intruder.body.redirect);
      expect(redirect.searchParams.get('psid')).toBe(other.psid);
    }
  });
});

describe('calibration and samples out of range', () => {
  it('answers 400 with the field, never 500, and stores nothing out of range', async () => {
    const { sessionId, stimuli } = await startedSession(project.directTestId);
    const calibrate = (body: unknown) =>
      invokeRoute(fieldworkContract.routes.saveCalibration, { params: { sessionId }, body: malformed(body) });

    const huge = 2 ** 53;
    const cases: [unknown, string][] = [
      [{ targets: 9, validation: { ...VALIDATION, errorPx: huge } }, 'validation.errorPx'],
      [{ targets: 9, validation: { ...VALIDATION, errorDeg: huge } }, 'validation.errorDeg'],
      [{ targets: 9, validation: { ...VALIDATION, chanceErrorPx: huge } }, 'validation.chanceErrorPx'],
      [{ targets: 9, validation: { ...VALIDATION, offsetPx: { x: -huge, y: 0 } } }, 'validation.offsetPx.x'],
      [
        {
          targets: 9,
          validation: VALIDATION,
          neutralBaseline: Object.fromEntries(
            Array.from({ length: 40_000 }, (_, index) => [`k${index}`, 0.1]),
          ),
        },
        'neutralBaseline',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await calibrate(body);
      expect(answer.status, `${field}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(400);
      expect(fieldsOf(answer.body)).toContain(field);
    }
    const fine = await calibrate({
      targets: 9,
      validation: VALIDATION,
      neutralBaseline: { neutral: 0.9, sad: 0.1 },
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(204);

    const [sample] = samplesOf(stimuli[0] ?? '', 0, 1);
    for (const pose of [
      { yaw: huge, pitch: 0, roll: 0 },
      { yaw: 0, pitch: 0, roll: -1000 },
    ]) {
      const answer = await sendSignals(sessionId, 0, [malformed({ ...sample, pose })]);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(fieldsOf(answer.body).some((field) => field.startsWith('samples.0.pose.'))).toBe(true);
    }
    const answers = await invokeRoute(fieldworkContract.routes.saveAnswers, {
      params: { sessionId },
      body: malformed({
        evoked: stimuli.map((stimulusId) => ({ stimulusId, emotion: 'amusement', intensity: 4 })),
        questions: [{ questionId: 'q1', answer: huge }],
        demographics: { education: 'university' },
      }),
    });
    expect(answers.status, JSON.stringify(answers.body)).toBe(400);
    expect(fieldsOf(answers.body).some((field) => field.startsWith('questions.0.answer'))).toBe(true);
  });
});

describe('the simulated flag', () => {
  it('is refused from the public API and taken only with the simulator credential', async () => {
    const entry = (rid: string, headers: Record<string, string> = {}) =>
      invokeRoute(fieldworkContract.routes.startSession, {
        params: { testId: project.directTestId },
        body: {
          panel: { provider: 'direct', respondentId: rid, params: { rid } },
          screener: { age: 30, gender: 'female', region: 'centre' },
          consent: { webcam: true },
          simulated: true,
        },
        headers,
      });
    const anonymous = await entry(`anonymous-${Date.now()}`);
    expect(anonymous.status, JSON.stringify(anonymous.body)).toBe(400);
    expect(fieldsOf(anonymous.body)).toContain('simulated');
    // Another test's credential, or a made-up one, is no credential.
    for (const credential of [await simulatorCredential(project.dynataTestId), 'x'.repeat(43)]) {
      const forged = await entry(`forged-${Date.now()}`, { [SIMULATOR_HEADER]: credential });
      expect(forged.status, JSON.stringify(forged.body)).toBe(400);
    }

    const { sessionId } = await startedSession(project.directTestId, { simulated: true });
    const sessions = await readProjectSessions(owner.clientId, project.projectId);
    expect(sessions.find((session) => session.sessionId === sessionId)).toMatchObject({ simulated: true });
  });
});
