import { describe, expect, it } from 'vitest';
import {
  ATTENTION_CHECK,
  type TestDefinition,
  type TestStimulus,
} from '../../../../../shared/src/fieldwork/index.ts';
import { planSteps } from './plan.ts';

const stimulus = (stimulusId: string, viewer: TestStimulus['viewer']): TestStimulus => ({
  stimulusId,
  kind: 'video',
  src: `/media/${stimulusId}.mp4`,
  duration: 8,
  viewer,
  name: 'Brand',
});

const definition: TestDefinition = {
  testId: 'test-1',
  status: 'open',
  languages: ['it'],
  consent: { retentionDays: 90 },
  screener: { minAge: 18, maxAge: 65, genders: ['female', 'male'], regions: [] },
  orderRule: 'random',
  advertiser: 'Lumen',
  stimuli: [stimulus('ad-a', 'tv'), stimulus('ad-b', 'tiktok')],
  questions: [
    {
      questionId: 'q1',
      type: 'singleChoice',
      text: 'Which brand?',
      answers: { answerList: ['A', 'B', 'C', 'D', 'E', 'F'], randomOrder: true },
    },
    {
      questionId: 'q2',
      type: 'multiChoice',
      text: 'Where?',
      answers: { answerList: ['TV', 'Web', 'Radio'], randomOrder: false },
    },
  ],
  attentionCheck: false,
};

const kinds = (steps: ReturnType<typeof planSteps>) => steps.map((step) => step.kind);

describe('planSteps', () => {
  it('with the webcam: camera, calibration, each stimulus then its evoked question (the re-validation right after the last stimulus), questions, demographics, completion', () => {
    const steps = planSteps(definition, { sessionId: 's1', stimuli: ['ad-b', 'ad-a'] }, true);
    expect(kinds(steps)).toEqual([
      'camera',
      'calibration',
      'stimulus',
      'evoked',
      'stimulus',
      'revalidation',
      'evoked',
      'question',
      'question',
      'demographics',
      'complete',
    ]);
    const shown = steps.flatMap((step) => (step.kind === 'stimulus' ? [step.stimulus.stimulusId] : []));
    expect(shown).toEqual(['ad-b', 'ad-a']);
    expect(steps[2]).toMatchObject({ index: 0, count: 2, stimulus: { viewer: 'tiktok' } });
  });

  it('without the webcam the respondent still sees every stimulus and question', () => {
    const steps = planSteps(definition, { sessionId: 's1', stimuli: ['ad-a', 'ad-b'] }, false);
    expect(kinds(steps)).not.toContain('camera');
    expect(kinds(steps)).not.toContain('calibration');
    expect(kinds(steps)).not.toContain('revalidation');
    expect(kinds(steps).filter((kind) => kind === 'stimulus')).toHaveLength(2);
    expect(kinds(steps).filter((kind) => kind === 'question')).toHaveLength(2);
  });

  it('shuffles answers per respondent where set, the same way again after a reload, and keeps fixed order elsewhere', () => {
    const answersOf = (sessionId: string) =>
      planSteps(definition, { sessionId, stimuli: ['ad-a'] }, false).flatMap((step) =>
        step.kind === 'question' ? [step.answers] : [],
      );
    const [first, fixed] = answersOf('s1');
    expect(answersOf('s1')[0]).toEqual(first);
    expect([...(first ?? [])].sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(fixed).toEqual(['TV', 'Web', 'Radio']);
    const orders = new Set(['s1', 's2', 's3', 's4', 's5'].map((id) => answersOf(id)[0]?.join('')));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('shows only the stimuli the server assigned, skipping unknown ids', () => {
    const steps = planSteps(definition, { sessionId: 's1', stimuli: ['ad-a', 'gone'] }, true);
    expect(kinds(steps).filter((kind) => kind === 'stimulus')).toHaveLength(1);
  });

  it('asks the attention check after the questions when the project asks it, its options shuffled per respondent', () => {
    const session = { sessionId: 'session-9', stimuli: ['ad-a'] };
    const asked = planSteps({ ...definition, attentionCheck: true }, session, false);
    expect(kinds(asked).slice(-4)).toEqual(['question', 'attentionCheck', 'demographics', 'complete']);
    const check = asked.find((step) => step.kind === 'attentionCheck');
    expect(check).toMatchObject({ index: 2, count: 3 });
    expect([...(check?.kind === 'attentionCheck' ? check.options : [])].sort()).toEqual(
      [...ATTENTION_CHECK.options].sort(),
    );
    expect(planSteps({ ...definition, attentionCheck: true }, session, false)).toEqual(asked);
    expect(kinds(planSteps(definition, session, false))).not.toContain('attentionCheck');
  });
});
