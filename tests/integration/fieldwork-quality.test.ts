import { fieldworkContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { QUALITY_RULES, RESPONDENT_ENTRY_LIMITS } from '@adpulse/shared/fieldwork/index';
import { fieldworkSettings } from '../../functions/src/fieldwork/settings.ts';
import { now, resetClock, setClock } from '../../functions/src/platform/clock.ts';
import { findFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { findRespondentSession } from '../../functions/src/fieldwork/data/session-updates.ts';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../functions/src/platform/aws.ts';
import { windowAt } from '../../functions/src/platform/dynamo/throttle.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import {
  enterDirect,
  fieldworkView,
  launchedProject,
  readTest,
  samplesOf,
  sendFullMeasurement,
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

const deviceKey = (label: string) => createHash('sha256').update(`${label}-${Math.random()}`).digest('hex');

describe('duplicates', () => {
  it('the same device entering a project again ends as a duplicate, counted by reason', async () => {
    const project = await launchedProject(owner);
    const device = deviceKey('phone');
    const first = await enterDirect(project.directTestId, { device });
    expect(first.status).toBe(201);
    const again = await enterDirect(project.directTestId, { device });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ outcome: 'quality' });
    if (!('redirect' in again.body)) throw new Error('no redirect');
    expect(new URL(again.body.redirect).searchParams.get('outcome')).toBe('quality');
    expect((await enterDirect(project.directTestId, { device: deviceKey('other') })).status).toBe(201);

    const view = (await fieldworkView(owner, project.projectId)).body;
    expect(view).toMatchObject({ qualityTerminations: 1, inProgress: 2, entries: 3 });
    expect(view.qualityReasons).toMatchObject({ duplicate: 1, noMeasurement: 0 });
  });

  it('one address enters a project RESPONDENT_ENTRY_LIMITS.entriesPerAddress times, then its entries are duplicates', async () => {
    const project = await launchedProject(owner);
    const ip = '198.51.100.7';
    const limit = RESPONDENT_ENTRY_LIMITS.entriesPerAddress;
    const answers = [];
    for (let index = 0; index < limit + 2; index += 1)
      answers.push(await enterDirect(project.directTestId, { ip }));
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array.from({ length: limit }, () => 201),
      200,
      200,
    ]);
    expect(answers.slice(limit).map((answer) => answer.body)).toMatchObject([
      { outcome: 'quality' },
      { outcome: 'quality' },
    ]);
    // Another address is not held to it.
    expect((await enterDirect(project.directTestId, { ip: '198.51.100.8' })).status).toBe(201);
    const view = (await fieldworkView(owner, project.projectId)).body;
    expect(view.qualityReasons.duplicate).toBe(2);
  });
});

describe('per-link rate limits', () => {
  it('ballot stuffing from one address: 36 survey-only completes count at most entriesPerAddress; the rest are refused or duplicates, never 500', async () => {
    const project = await launchedProject(owner);
    const ip = '203.0.113.9';
    const statuses: number[] = [];
    const outcomes: string[] = [];
    await Promise.all(
      Array.from({ length: 36 }, async () => {
        const entry = await enterDirect(project.directTestId, { ip, webcam: false });
        statuses.push(entry.status);
        if (entry.status === 429) {
          expect(entry.body).toMatchObject({ code: 'fieldwork.rate_limited' });
          return;
        }
        if (!('sessionId' in entry.body)) {
          outcomes.push(entry.body.outcome);
          return;
        }
        const ended = await answerAndComplete(entry.body.sessionId, entry.body.stimuli);
        outcomes.push(ended.body.outcome);
      }),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      36 - RESPONDENT_ENTRY_LIMITS.perAddressPerMinute,
    );
    expect(outcomes.filter((outcome) => outcome === 'complete')).toHaveLength(
      RESPONDENT_ENTRY_LIMITS.entriesPerAddress,
    );
    const view = (await fieldworkView(owner, project.projectId)).body;
    expect(view).toMatchObject({ state: 'fielding', completes: RESPONDENT_ENTRY_LIMITS.entriesPerAddress });
  });
});

describe('the per-link limit and the simulated panel', () => {
  it("a link's full minute refuses a public entry (429) but not the simulated panel's credentialed one", async () => {
    const project = await launchedProject(owner);
    const at = now();
    setClock(() => at);
    const minute = windowAt(Math.floor(at / 1000), 60);
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: `THROTTLE#ENTRY-LINK#${project.directTestId}`,
          sk: `WINDOW#${minute.start}`,
          attempts: RESPONDENT_ENTRY_LIMITS.perLinkPerMinute,
          expiresAt: minute.end,
          entity: 'throttle',
        },
      }),
    );
    const publicEntry = await enterDirect(project.directTestId, { ip: '198.51.100.20' });
    expect(publicEntry.status).toBe(429);
    expect(publicEntry.body).toMatchObject({ code: 'fieldwork.rate_limited' });

    const simulated = await enterDirect(project.directTestId, { ip: '198.51.100.21', simulated: true });
    expect(simulated.status, JSON.stringify(simulated.body)).toBe(201);
    // The simulator's entry took no slot: the link's minute still refuses the public.
    expect((await enterDirect(project.directTestId, { ip: '198.51.100.22' })).status).toBe(429);
  });
});
