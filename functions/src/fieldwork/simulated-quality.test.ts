import { describe, expect, it } from 'vitest';
import type { TestQuestion } from '@adpulse/shared/fieldwork/index';
import {
  ATTENTION_FAILER_EVERY,
  PLAYBACK_BREAKER_EVERY,
  SPEEDER_EVERY,
  STRAIGHT_LINER_EVERY,
  withQualityBehaviour,
} from './simulated-panel-driver.ts';
import { qualityReasonOf, speedersOf, surveySeconds } from './respondent-quality.ts';
import {
  DEFAULT_POPULATION,
  defaultImageModel,
  simulateRespondent,
  type SimulationPlan,
} from './simulation/index.ts';

/**
 * The simulated panel's rule-breakers (methodology section 11): the rules catch exactly the
 * respondents the simulator made break them, and no honest one.
 */
const scale = (questionId: string, top: number): TestQuestion => ({
  questionId,
  type: 'scale',
  text: questionId,
  answers: { answerList: Array.from({ length: top }, (_, index) => String(index + 1)), randomOrder: false },
});
const plan: SimulationPlan = {
  projectId: 'quality-plan',
  stimuli: [defaultImageModel('image-1')],
  orderRule: 'single',
  questions: [scale('q5', 5), scale('q10', 10)],
  attentionCheck: true,
  population: DEFAULT_POPULATION,
  seed: 7,
};
const questions = new Map(plan.questions.map((question) => [question.questionId, question]));
const COUNT = 600;
const respondents = Array.from({ length: COUNT }, (_, index) =>
  withQualityBehaviour(plan, simulateRespondent(plan, index)),
).filter((respondent) => respondent.answers);
const indexesWhere = (test: (index: number) => boolean) =>
  respondents.filter((respondent) => test(respondent.index)).map((respondent) => respondent.index);

describe('simulated respondents who break the quality rules', () => {
  it('the speeder rule finds the speeders and no one else', () => {
    const times = respondents.map((respondent) => ({
      sessionId: String(respondent.index),
      seconds: surveySeconds({
        simulated: true,
        startedAt: '',
        completedAt: null,
        answers: respondent.answers,
      }),
    }));
    const found = [...speedersOf(times)].map(Number).sort((a, b) => a - b);
    expect(found).toEqual(indexesWhere((index) => index % SPEEDER_EVERY === 7));
    expect(found.length).toBeGreaterThan(COUNT / SPEEDER_EVERY / 2);
  });

  it('the straight-lining, playback and attention-check rules find theirs, and no honest respondent', () => {
    const reasons = respondents.map((respondent) => ({
      index: respondent.index,
      reason: qualityReasonOf(
        {
          webcam: false,
          stimuli: respondent.order,
          durations: {},
          samplesByStimulus: {},
          answers: respondent.answers,
        },
        { questions, attentionCheck: true },
      ),
    }));
    const with_ = (reason: string) =>
      reasons.filter((each) => each.reason === reason).map((each) => each.index);
    expect(with_('playback')).toEqual(indexesWhere((index) => index % PLAYBACK_BREAKER_EVERY === 19));
    expect(with_('straightLining')).toEqual(indexesWhere((index) => index % STRAIGHT_LINER_EVERY === 11));
    const inattentive = indexesWhere((index) => index % ATTENTION_FAILER_EVERY === 3);
    expect(with_('attentionCheck')).toEqual(inattentive);
    // A small share, as documented (methodology section 11): 1 in ATTENTION_FAILER_EVERY.
    expect(inattentive.length).toBeGreaterThanOrEqual(
      Math.floor(respondents.length / ATTENTION_FAILER_EVERY) - 1,
    );
    expect(inattentive.length).toBeLessThanOrEqual(Math.ceil(COUNT / ATTENTION_FAILER_EVERY));
    expect(with_('playback').length + with_('straightLining').length + with_('attentionCheck').length).toBe(
      reasons.filter((each) => each.reason).length,
    );
  });

  it('a project that does not ask the attention check plants no failure and holds no one to it', () => {
    const unasked = { ...plan, attentionCheck: false };
    const answers = Array.from({ length: 80 }, (_, index) =>
      withQualityBehaviour(unasked, simulateRespondent(unasked, index)),
    ).flatMap((respondent) => (respondent.answers ? [respondent.answers] : []));
    expect(answers.some((each) => each.attentionCheck !== undefined)).toBe(false);
  });
});
