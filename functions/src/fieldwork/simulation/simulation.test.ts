import { describe, expect, it } from 'vitest';
import { MAX_SAMPLES_PER_BATCH, respondentSessionSchema } from '@adpulse/shared/fieldwork/index';
import { DEFAULT_POPULATION, defaultImageModel, defaultVideoModel, validateModel } from './model.ts';
import { simulateRespondent, type SimulationPlan } from './respondent.ts';
import { respondentEvents, simulateSessions, toSession } from './sessions.ts';
import { stimulusTruth } from './truth.ts';

const plan: SimulationPlan = {
  projectId: 'project-1',
  stimuli: [defaultVideoModel('video-1', 8), defaultImageModel('image-1')],
  orderRule: 'random',
  questions: [
    {
      questionId: 'q1',
      type: 'singleChoice',
      text: 'Which?',
      answers: { answerList: ['a', 'b'], randomOrder: false },
    },
  ],
  population: DEFAULT_POPULATION,
  seed: 42,
};

describe('simulated respondents', () => {
  it('are the same for the same seed and index, and differ across seeds', () => {
    expect(JSON.stringify(simulateRespondent(plan, 3))).toBe(JSON.stringify(simulateRespondent(plan, 3)));
    expect(JSON.stringify(simulateRespondent({ ...plan, seed: 43 }, 3))).not.toBe(
      JSON.stringify(simulateRespondent(plan, 3)),
    );
  });

  it('produce sessions that satisfy the fieldwork contract, labelled simulated', () => {
    const { sessions } = simulateSessions(plan, 30);
    for (const session of sessions) {
      expect(respondentSessionSchema.parse(session).simulated).toBe(true);
      if (session.status === 'dropout') expect(session.answers).toBeNull();
      if (!session.webcam) expect(session.samples).toEqual({});
    }
    expect(new Set(sessions.map((session) => session.stimuli.join())).size).toBe(2);
  });

  it('stream the calls a browser makes: start, calibration, sample batches in order, answers, complete', () => {
    const respondent = simulateRespondent(plan, 0);
    const events = [...respondentEvents(respondent)];
    expect(events[0]!.type).toBe('start');
    const batches = events.filter((event) => event.type === 'samples');
    expect(batches.map((event) => event.seq)).toEqual(batches.map((_, k) => k));
    for (const batch of batches) {
      expect(batch.samples.length).toBeLessThanOrEqual(MAX_SAMPLES_PER_BATCH);
      const seconds = new Set(batch.samples.map((sample) => Math.floor(sample.t)));
      expect(seconds.size).toBe(1);
    }
    const sent = batches.flatMap((batch) => batch.samples);
    expect(sent).toEqual(respondent.order.flatMap((id) => respondent.samples[id] ?? []));
    const last = events.at(-1)!;
    expect(last.type).toBe(respondent.dropout ? 'leave' : 'complete');
    expect(toSession(plan, respondent).stimuli).toEqual(respondent.order);
  });

  it('stops a drop-out where it leaves, without answers', () => {
    const dropping = { ...plan, population: { ...DEFAULT_POPULATION, dropoutRate: 1 } };
    const respondent = simulateRespondent(dropping, 1);
    const events = [...respondentEvents(respondent)];
    expect(events.at(-1)).toMatchObject({ type: 'leave', stimulusId: respondent.dropout!.stimulusId });
    expect(events.some((event) => event.type === 'answers')).toBe(false);
    const samples = respondent.samples[respondent.dropout!.stimulusId] ?? [];
    expect(samples.every((sample) => sample.t < respondent.dropout!.t)).toBe(true);
  });

  it('refuse a model that could produce probabilities over 1, and state their truth', () => {
    const model = defaultVideoModel('video-1', 8);
    expect(() => validateModel(model, DEFAULT_POPULATION)).not.toThrow();
    expect(() =>
      validateModel({ ...model, happy: model.happy.map(() => 0.6) }, DEFAULT_POPULATION),
    ).toThrow();
    const truth = stimulusTruth(model, DEFAULT_POPULATION);
    expect(truth.attentionScore).toBeCloseTo((100 * model.attention.reduce((a, b) => a + b, 0)) / 8, 6);
    expect(truth.valenceKpi).toBeGreaterThan(50);
  });
});
