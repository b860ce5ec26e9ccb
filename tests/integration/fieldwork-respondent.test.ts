import { fieldworkContract } from '@adpulse/shared';
import { invokeRoute, malformed } from '../support/invoke-route.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  EVOKED_EMOTIONS,
  evokedOrder,
  gazeAccuracy,
  MAX_SAMPLES_PER_BATCH,
  MAX_SESSION_SAMPLE_HZ,
  SIGNAL_T_TOLERANCE_SECONDS,
  type Sample,
} from '@adpulse/shared/fieldwork/index';
import { readProjectSessions } from '../../functions/src/fieldwork/index.ts';
import { batchObjectKey } from '../../functions/src/fieldwork/data/keys.ts';
import { storedBatches } from '../../functions/src/fieldwork/data/batches.ts';
import { findRespondentSession } from '../../functions/src/fieldwork/data/session-updates.ts';
import { linksOf } from '../../functions/src/fieldwork/panel/links.ts';
import { SIMULATED_PANEL_SECRETS } from '../../functions/src/fieldwork/panel/secrets.ts';
import { now, resetClock, setClock } from '../../functions/src/platform/clock.ts';
import { storage } from '../../functions/src/platform/storage.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import {
  enterDirect,
  fieldworkView,
  launchedProject,
  newRespondentId,
  readTest,
  samplesOf,
  sendSignals,
  startedSession,
  testLinks,
  type LaunchedProject,
} from './fieldwork-fixtures.ts';

let owner: SignedIn;
let stranger: SignedIn;
let project: LaunchedProject;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([registeredUser('fieldwork'), registeredUser('stranger')]);
  project = await launchedProject(owner);
});
afterEach(() => resetClock());

const answersOf = (stimuli: readonly string[]) => ({
  evoked: stimuli.map((stimulusId) => ({ stimulusId, emotion: 'amusement' as const, intensity: 4 })),
  questions: [{ questionId: 'q1', answer: 'Yes' }],
  demographics: { education: 'university' as const },
  evokedOrder: stimuli.map((stimulusId) => ({ stimulusId, order: evokedOrder('respondent', stimulusId) })),
});

describe('the test a respondent opens', () => {
  it('shows the stimuli with playable links, the screener of the audience and the questions', async () => {
    const test = await readTest(project.directTestId);
    expect(test).toMatchObject({ testId: project.directTestId, status: 'open', orderRule: 'random' });
    expect(test.languages[0]).toBe('it');
    // The feed mock-ups' advertiser is the client's company name, not a media file name.
    expect(test.advertiser).toBe('Analytical Engines');
    expect(test.stimuli).toHaveLength(2);
    for (const stimulus of test.stimuli) {
      expect(stimulus.kind).toBe('video');
      expect(stimulus.duration).toBeGreaterThan(0);
      const media = await fetch(stimulus.src);
      expect(media.status).toBe(200);
    }
    expect(test.screener.regions.map((region) => region.id)).toContain('sardinia');
    expect(test.questions).toEqual([
      expect.objectContaining({ questionId: 'q1', text: 'Would you buy it?', type: 'singleChoice' }),
    ]);
  });

  it('answers 404 for an unknown test id', async () => {
    const answer = await invokeRoute(fieldworkContract.routes.getTest, {
      params: { testId: 'no-such-test-id' },
    });
    expect(answer.status).toBe(404);
  });
});

describe('a respondent session, end to end', () => {
  it('stores calibration, signals once per seq, answers, and completes with the panel redirect', async () => {
    const { sessionId, stimuli } = await startedSession(project.directTestId);
    expect([...stimuli].sort()).toEqual(
      (await readTest(project.directTestId)).stimuli.map((s) => s.stimulusId).sort(),
    );

    const calibration = await invokeRoute(fieldworkContract.routes.saveCalibration, {
      params: { sessionId },
      body: {
        targets: 9,
        validation: {
          targets: 4,
          errorPx: 80,
          errorDeg: 2.1,
          chanceErrorPx: 186.1,
          offsetPx: { x: 12, y: -30 },
          screen: { width: 390, height: 844 },
        },
      },
    });
    expect(calibration.status, JSON.stringify(calibration.body)).toBe(204);

    const [first, second] = stimuli as [string, string];
    const batches = [samplesOf(first, 0, 20), samplesOf(first, 2, 20), samplesOf(second, 0, 15)];
    for (const [seq, samples] of batches.entries()) {
      const stored = await sendSignals(sessionId, seq, samples);
      expect(stored.status, JSON.stringify(stored.body)).toBe(202);
      expect(stored.body).toEqual({ accepted: samples.length, duplicate: false });
    }
    // A retried batch (the browser lost the answer) and a concurrent double send change nothing.
    const again = await Promise.all([
      sendSignals(sessionId, 1, batches[1] ?? []),
      sendSignals(sessionId, 1, batches[1] ?? []),
    ]);
    expect(again.map((answer) => answer.body)).toEqual([
      { accepted: 0, duplicate: true },
      { accepted: 0, duplicate: true },
    ]);

    const bad = await sendSignals(sessionId, 7, samplesOf('not-a-stimulus', 0, 2));
    expect(bad.status).toBe(400);

    const endValidation = {
      targets: 4,
      errorPx: 110,
      errorDeg: 2.9,
      chanceErrorPx: 186.1,
      offsetPx: { x: 40, y: -10 },
      screen: { width: 390, height: 844 },
    };
    const revalidated = await invokeRoute(fieldworkContract.routes.saveEndValidation, {
      params: { sessionId },
      body: endValidation,
    });
    expect(revalidated.status, JSON.stringify(revalidated.body)).toBe(204);

    const early = await invokeRoute(fieldworkContract.routes.completeSession, { params: { sessionId } });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'fieldwork.answers_missing' });

    const answers = await invokeRoute(fieldworkContract.routes.saveAnswers, {
      params: { sessionId },
      body: answersOf(stimuli),
    });
    expect(answers.status, JSON.stringify(answers.body)).toBe(204);

    const done = await invokeRoute(fieldworkContract.routes.completeSession, {
      params: { sessionId },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.outcome).toBe('complete');
    expect(done.body.redirect).toContain(`/t/${project.directTestId}/end`);
    const repeated = await invokeRoute(fieldworkContract.routes.completeSession, {
      params: { sessionId },
    });
    expect(repeated.body).toEqual(done.body);

    const late = await sendSignals(sessionId, 9, samplesOf(first, 5, 2));
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'fieldwork.session_ended' });

    const sessions = await readProjectSessions(owner.clientId, project.projectId, { statuses: ['complete'] });
    const mine = sessions.find((session) => session.sessionId === sessionId);
    expect(mine).toMatchObject({ status: 'complete', simulated: false, webcam: true, stimuli });
    expect(mine?.samples[first]).toHaveLength(40);
    expect(mine?.samples[second]).toHaveLength(15);
    const times = mine?.samples[first]?.map((sample) => sample.t) ?? [];
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(40);
    expect(mine?.calibration?.validation.errorDeg).toBe(2.1);
    expect(mine?.endValidation).toEqual(endValidation);
    // The stored accuracy: px, degrees, ratio to chance on the respondent's screen, and the drift.
    expect(gazeAccuracy(mine?.calibration ?? null, mine?.endValidation ?? null)).toEqual({
      errorPx: 80,
      errorDeg: 2.1,
      chanceRatio: 0.43,
      drift: { errorPx: 30, errorDeg: 0.8, offsetPx: { x: 28, y: 20 } },
      endChanceRatio: 0.591,
      passes: false,
    });
    expect(mine?.answers?.questions).toEqual([{ questionId: 'q1', answer: 'Yes' }]);
    // The order the evoked emotions were shown in is kept with the answers.
    expect(mine?.answers?.evokedOrder).toEqual(answersOf(stimuli).evokedOrder);
  });

  it('a respondent who refuses the webcam takes the survey but sends no signals', async () => {
    const { sessionId, stimuli } = await startedSession(project.directTestId, {
      webcam: false,
      simulated: true,
    });
    const signals = await sendSignals(sessionId, 0, samplesOf(stimuli[0] ?? '', 0, 5));
    expect(signals.status).toBe(409);
    expect(signals.body).toMatchObject({ code: 'fieldwork.webcam_declined' });
    await invokeRoute(fieldworkContract.routes.saveAnswers, {
      params: { sessionId },
      body: answersOf(stimuli),
    });
    const done = await invokeRoute(fieldworkContract.routes.completeSession, { params: { sessionId } });
    expect(done.status).toBe(200);
    const sessions = await readProjectSessions(owner.clientId, project.projectId);
    expect(sessions.find((session) => session.sessionId === sessionId)).toMatchObject({
      simulated: true,
      webcam: false,
      status: 'complete',
    });
  });

  it('refuses an answer the question does not offer, field by field, and keeps nothing of it', async () => {
    const { sessionId, stimuli } = await startedSession(project.directTestId, { webcam: false });
    const offered = answersOf(stimuli);
    const refused = await invokeRoute(fieldworkContract.routes.saveAnswers, {
      params: { sessionId },
      body: malformed({ ...offered, questions: [{ questionId: 'q1', answer: 'Perhaps' }] }),
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.details?.map((problem) => problem.field)).toEqual(['questions.0.answer']);
    const [shown] = offered.evokedOrder;
    const repeated = await invokeRoute(fieldworkContract.routes.saveAnswers, {
      params: { sessionId },
      body: malformed({
        ...offered,
        evokedOrder: [{ stimulusId: shown?.stimulusId, order: EVOKED_EMOTIONS.map(() => 'awe') }],
      }),
    });
    expect(repeated.status).toBe(400);
    expect(repeated.error?.details?.map((problem) => problem.field)).toEqual(['evokedOrder.0.order']);
    const early = await invokeRoute(fieldworkContract.routes.completeSession, { params: { sessionId } });
    expect(early.body).toMatchObject({ code: 'fieldwork.answers_missing' });
    const saved = await invokeRoute(fieldworkContract.routes.saveAnswers, {
      params: { sessionId },
      body: offered,
    });
    expect(saved.status).toBe(204);
  });

  it('the same panel respondent entering again gets the same session back', async () => {
    const respondentId = newRespondentId();
    const first = await startedSession(project.directTestId, { respondentId });
    const second = await startedSession(project.directTestId, { respondentId });
    expect(second).toEqual(first);
  });

  it('an unknown session is not found', async () => {
    const answer = await sendSignals('AAAAAAAAAAAAAAAAAAAAAA', 0, samplesOf('x', 0, 1));
    expect(answer.status).toBe(404);
  });
});

describe('signal batches', () => {
  const objectOf = (sessionId: string, seq: number) => ({
    bucket: 'samples' as const,
    key: batchObjectKey(owner.clientId, project.projectId, sessionId, seq),
  });
  const storedSamples = async (sessionId: string, seq: number) =>
    JSON.parse((await storage().get(objectOf(sessionId, seq)))?.toString('utf8') ?? 'null') as unknown;

  it('the same seq again changes nothing, even with other samples: neither its samples nor the counts', async () => {
    const { sessionId, stimuli } = await startedSession(project.directTestId);
    const first = samplesOf(stimuli[0] ?? '', 0, 20);
    expect((await sendSignals(sessionId, 0, first)).body).toEqual({ accepted: 20, duplicate: false });
    const other = await sendSignals(sessionId, 0, samplesOf(stimuli[0] ?? '', 1, 12));
    expect(other.body).toEqual({ accepted: 0, duplicate: true });
    expect(await storedSamples(sessionId, 0)).toEqual(first);
    expect(await findRespondentSession(sessionId)).toMatchObject({ sampleCount: 20, batches: 1 });
  });

  it('a seq counted by a try that stopped before its samples were written is finished by the retry', async () => {
    const { sessionId, stimuli } = await startedSession(project.directTestId);
    const samples = samplesOf(stimuli[0] ?? '', 0, 20);
    await sendSignals(sessionId, 0, samples);
    // The try stopped between its transaction and the bucket: the seq is counted, no samples.
    await storage().delete(objectOf(sessionId, 0));
    const retry = await sendSignals(sessionId, 0, samples);
    expect(retry.status).toBe(202);
    expect(await storedSamples(sessionId, 0)).toEqual(samples);
    expect(await findRespondentSession(sessionId)).toMatchObject({ sampleCount: 20, batches: 1 });
    expect((await sendSignals(sessionId, 0, samples)).body).toEqual({ accepted: 0, duplicate: true });
  });

  it('takes the sample limit before writing: batches sent at once past it are refused and leave nothing', async () => {
    const { sessionId, stimuli } = await startedSession(project.directTestId);
    const test = await readTest(project.directTestId);
    const limit = Math.ceil(
      MAX_SESSION_SAMPLE_HZ *
        test.stimuli.reduce((sum, stimulus) => sum + stimulus.duration + SIGNAL_T_TOLERANCE_SECONDS, 0),
    );
    const stimulus = test.stimuli.find((each) => each.stimulusId === stimuli[0]);
    if (!stimulus) throw new Error('no stimulus');
    const full = Array.from({ length: MAX_SAMPLES_PER_BATCH }, (_, index) => ({
      ...samplesOf(stimulus.stimulusId, 0, 1)[0],
      stimulusId: stimulus.stimulusId,
      t: Math.round(((index * stimulus.duration) / MAX_SAMPLES_PER_BATCH) * 100) / 100,
    })) as Sample[];
    const fit = Math.floor(limit / MAX_SAMPLES_PER_BATCH);
    const seqs = Array.from({ length: fit + 2 }, (_, seq) => seq);
    const answers = await Promise.all(seqs.map((seq) => sendSignals(sessionId, seq, full)));
    const accepted = seqs.filter((_, index) => answers[index]?.status === 202);
    expect(accepted).toHaveLength(fit);
    for (const [index, answer] of answers.entries()) {
      if (answer.status !== 202) expect(answer.body).toMatchObject({ code: 'fieldwork.sample_limit' });
      const written = await storage().sizeOf(objectOf(sessionId, index));
      expect(written !== undefined, `seq ${index}`).toBe(answer.status === 202);
    }
    expect((await storedBatches(sessionId)).map((batch) => batch.seq)).toEqual(accepted);
    expect(await findRespondentSession(sessionId)).toMatchObject({
      sampleCount: fit * MAX_SAMPLES_PER_BATCH,
      batches: fit,
    });
  });
});

describe('screener, quotas and panel redirects', () => {
  it('screens out by age and region, with the panel redirect signed for the outcome', async () => {
    const young = await enterDirect(project.directTestId, { age: 16 });
    expect(young.status).toBe(200);
    expect(young.body).toMatchObject({ outcome: 'screenout' });
    const elsewhere = await enterDirect(project.directTestId, { region: 'atlantis' });
    expect(elsewhere.body).toMatchObject({ outcome: 'screenout' });

    const identity = { respondentId: '1234567', params: { pid: '1234567', psid: 'ps-77', k2: '4242' } };
    const entered = await invokeRoute(fieldworkContract.routes.startSession, {
      params: { testId: project.dynataTestId },
      body: {
        panel: { provider: 'dynata', ...identity },
        screener: { age: 80, gender: 'male', region: 'south' },
        consent: { webcam: true },
      },
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    if (!('outcome' in entered.body)) throw new Error('The session started instead of ending');
    expect(entered.body.outcome).toBe('screenout');
    const redirect = new URL(entered.body.redirect);
    expect(redirect.searchParams.get('rst')).toBe('2');
    expect(redirect.searchParams.get('psid')).toBe('ps-77');
    expect(linksOf('dynata').verifyExit(entered.body.redirect, identity, SIMULATED_PANEL_SECRETS)).toBe(true);
  });

  it('a dynata entry without its parameters is refused field by field', async () => {
    const answer = await invokeRoute(fieldworkContract.routes.startSession, {
      params: { testId: project.dynataTestId },
      body: {
        panel: { provider: 'dynata', respondentId: '99', params: { pid: '99' } },
        screener: { age: 30, gender: 'male' },
        consent: { webcam: true },
      },
    });
    expect(answer.status).toBe(400);
  });

  it('fills a quota cell under concurrency: exactly its target start, the rest are over quota', async () => {
    const own = await launchedProject(owner, 'discover');
    const before = (await fieldworkView(owner, own.projectId)).body;
    const cell = before.cells.find((candidate) => candidate.cellId === 'group36_45:male');
    if (!cell) throw new Error('no cell');
    const entries = await Promise.all(
      Array.from({ length: cell.target + 6 }, () =>
        enterDirect(own.directTestId, { age: 40, gender: 'male' }),
      ),
    );
    const started = entries.filter((answer) => answer.status === 201);
    const over = entries.filter(
      (answer) => answer.status === 200 && 'outcome' in answer.body && answer.body.outcome === 'overquota',
    );
    expect(started).toHaveLength(cell.target);
    expect(over).toHaveLength(6);

    const view = (await fieldworkView(owner, own.projectId)).body;
    expect(view.cells.find((candidate) => candidate.cellId === cell.cellId)).toMatchObject({
      inProgress: cell.target,
      completes: 0,
    });
    expect(view).toMatchObject({ overquotas: 6, entries: cell.target + 6, inProgress: cell.target });

    // Idle sessions drop out and give their slots back: the next respondent gets in.
    const later = now() + 31 * 60 * 1000;
    setClock(() => later);
    const afterIdle = (await fieldworkView(owner, own.projectId)).body;
    expect(afterIdle.dropouts).toBe(cell.target);
    expect(afterIdle.cells.find((candidate) => candidate.cellId === cell.cellId)?.inProgress).toBe(0);
    expect((await enterDirect(own.directTestId, { age: 40, gender: 'male' })).status).toBe(201);
  });
});

describe('the client side: fieldwork view and test links', () => {
  it('shows the owner completes per cell, screen-outs, webcam acceptance and time left', async () => {
    const answer = await fieldworkView(owner, project.projectId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const view = answer.body;
    expect(view).toMatchObject({
      projectId: project.projectId,
      state: 'fielding',
      panel: 'dynata',
      sampleSize: 150,
    });
    expect(view.cells).toHaveLength(10);
    expect(view.cells.reduce((sum, cell) => sum + cell.target, 0)).toBe(150);
    expect(view.completes).toBeGreaterThanOrEqual(2);
    expect(view.cells.find((cell) => cell.cellId === 'group26_35:female')?.completes).toBeGreaterThanOrEqual(
      2,
    );
    expect(view.screenouts).toBeGreaterThanOrEqual(3);
    expect(view.webcam.refused).toBeGreaterThanOrEqual(1);
    expect(view.timeLeftSeconds).toBeGreaterThan(0);
  });

  it('lists one test URL per way in, with the panel placeholders', async () => {
    const answer = await testLinks(owner, project.projectId);
    expect(answer.status).toBe(200);
    const byPanel = Object.fromEntries(answer.body.items.map((item) => [item.panel, item]));
    expect(byPanel.direct?.url).toMatch(new RegExp(`/t/${project.directTestId}$`));
    expect(byPanel.dynata?.url).toContain(`/t/${project.dynataTestId}?pid=`);
  });

  it('another client reads neither the fieldwork, the links nor the sessions of the project', async () => {
    expect((await fieldworkView(stranger, project.projectId)).status).toBe(404);
    expect((await testLinks(stranger, project.projectId)).status).toBe(404);
    expect(await readProjectSessions(stranger.clientId, project.projectId)).toEqual([]);
    const theirs = await fieldworkView(owner, project.projectId);
    expect(theirs.status).toBe(200);
  });

  it('a project whose fieldwork has not launched says so', async () => {
    const { projectAtCheckout } = await import('./wizard-fixtures.ts');
    const pending = await projectAtCheckout(owner, 'discover');
    const answer = await fieldworkView(owner, pending._id);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'fieldwork.not_launched' });
  });
});
