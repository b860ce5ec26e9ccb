import { describe, expect, it } from 'vitest';
import { QUALITY_RULES } from '@adpulse/shared/fieldwork/index';
import {
  ATTENTION_CHECK,
  SPEEDER_RULE,
  STRAIGHT_LINING_RULE,
  type TestQuestion,
} from '@adpulse/shared/fieldwork/index';
import {
  failsAttentionCheck,
  median,
  qualityReasonCounts,
  qualityReasonOf,
  sampleFloor,
  scalePoints,
  speedersOf,
  straightLines,
  surveySeconds,
} from './respondent-quality.ts';

const session = (webcam: boolean, samples: Record<string, number>) => ({
  webcam,
  stimuli: ['a', 'b'],
  durations: { a: 10, b: 6 },
  samplesByStimulus: samples,
  answers: null,
});

describe('no measurement, no complete', () => {
  it('the floor is minSampleHz per second of the stimulus, rounded up', () => {
    expect(sampleFloor(10)).toBe(10 * QUALITY_RULES.minSampleHz);
    expect(sampleFloor(2.5)).toBe(Math.ceil(2.5 * QUALITY_RULES.minSampleHz));
  });

  it('a webcam session counts only with every stimulus at the floor', () => {
    expect(qualityReasonOf(session(true, { a: 50, b: 30 }))).toBeUndefined();
    expect(qualityReasonOf(session(true, { a: 50, b: 29 }))).toBe('noMeasurement');
    expect(qualityReasonOf(session(true, { a: 50 }))).toBe('noMeasurement');
    expect(qualityReasonOf(session(true, {}))).toBe('noMeasurement');
  });

  it('a session that refused the webcam is not held to it', () => {
    expect(qualityReasonOf(session(false, {}))).toBeUndefined();
  });

  it('counts every reason, 0 where none', () => {
    const counts = { qualityTerminations: 3, 'quality.noMeasurement': 3 } as never;
    expect(qualityReasonCounts(counts)).toMatchObject({ noMeasurement: 3 });
    expect(qualityReasonCounts({} as never)).toMatchObject({ noMeasurement: 0 });
  });
});

type Answers = NonNullable<Parameters<typeof qualityReasonOf>[0]['answers']>;
const answered = (answers: Partial<Answers>) => ({
  ...session(false, {}),
  answers: { evoked: [], questions: [], demographics: {}, ...answers },
});

describe('playback', () => {
  it('a seek or a hidden page during an ad ends the session as playback; a clean report counts', () => {
    const clean = [
      { stimulusId: 'a', seeks: 0, hides: 0 },
      { stimulusId: 'b', seeks: 0, hides: 0 },
    ];
    expect(qualityReasonOf(answered({ playback: clean }))).toBeUndefined();
    expect(
      qualityReasonOf(answered({ playback: [clean[0]!, { stimulusId: 'b', seeks: 1, hides: 0 }] })),
    ).toBe('playback');
    expect(qualityReasonOf(answered({ playback: [{ stimulusId: 'a', seeks: 0, hides: 2 }] }))).toBe(
      'playback',
    );
  });

  it('no measurement comes first', () => {
    const both = {
      ...session(true, {}),
      answers: answered({ playback: [{ stimulusId: 'a', seeks: 3, hides: 0 }] }).answers,
    };
    expect(qualityReasonOf(both)).toBe('noMeasurement');
  });
});

describe('straight-lining', () => {
  const scale = (questionId: string, top: number): TestQuestion =>
    ({
      questionId,
      type: 'scale',
      text: questionId,
      answers: {
        answerList: Array.from({ length: top }, (_, index) => String(index + 1)),
        randomOrder: false,
      },
    }) as TestQuestion;
  const questions = new Map([
    ['q5', scale('q5', 5)],
    ['q10', scale('q10', 10)],
  ]);

  it('reads each scale answer as its place on its scale, evoked intensities included', () => {
    const answers = answered({
      questions: [
        { questionId: 'q5', answer: 2 },
        { questionId: 'q10', answer: 2 },
        { questionId: 'unknown', answer: 2 },
      ],
      evoked: [{ stimulusId: 'a', emotion: 'awe', intensity: 2 }],
    }).answers;
    expect(scalePoints(answers, questions)).toEqual([1, 1, 1]);
  });

  it(`needs ${STRAIGHT_LINING_RULE.minItems} answers, all on the same point`, () => {
    const same = Array.from({ length: STRAIGHT_LINING_RULE.minItems }, () => 0);
    expect(straightLines(same)).toBe(true);
    expect(straightLines(same.slice(1))).toBe(false);
    expect(straightLines([...same.slice(1), 1])).toBe(false);
    const liner = answered({
      questions: [
        { questionId: 'q5', answer: 1 },
        { questionId: 'q10', answer: 1 },
      ],
      evoked: [
        { stimulusId: 'a', emotion: 'awe', intensity: 1 },
        { stimulusId: 'b', emotion: 'fear', intensity: 1 },
      ],
    });
    expect(qualityReasonOf(liner, { questions })).toBe('straightLining');
    // The same answers on another point of the 10-point scale are not a straight line.
    const varied = {
      ...liner,
      answers: {
        ...liner.answers,
        questions: [liner.answers.questions[0]!, { questionId: 'q10', answer: 7 }],
      },
    };
    expect(qualityReasonOf(varied, { questions })).toBeUndefined();
  });
});

describe('speeders', () => {
  const completes = (seconds: number[]) =>
    seconds.map((each, index) => ({ sessionId: `s${index}`, seconds: each }));

  it('the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });

  it(`removes completes under ${SPEEDER_RULE.shareOfMedian} of the median, once there are ${SPEEDER_RULE.minCompletes}`, () => {
    const times = [100, 110, 120, 130, 140, 150, 160, 170, 180, 59, 61];
    // median 130: the limit is 65 s.
    expect([...speedersOf(completes(times))]).toEqual(
      ['s9', 's10'].filter((id) => times[Number(id.slice(1))]! < 65),
    );
    expect(speedersOf(completes(times.slice(0, SPEEDER_RULE.minCompletes - 1).concat([1]))).size).toBe(1);
    expect(speedersOf(completes([1, 100, 100])).size).toBe(0);
  });

  it('a real respondent is timed by the server, a simulated one by the simulator', () => {
    const timed = {
      simulated: false,
      startedAt: '2026-01-01T10:00:00.000Z',
      completedAt: '2026-01-01T10:02:30.000Z',
      answers: { evoked: [], questions: [], demographics: {}, simulatedSeconds: 5 },
    };
    expect(surveySeconds(timed)).toBe(150);
    expect(surveySeconds({ ...timed, simulated: true })).toBe(5);
  });
});

describe('attention check', () => {
  it('a project that asks it needs the instructed option; another option or none fails it', () => {
    expect(failsAttentionCheck(answered({ attentionCheck: ATTENTION_CHECK.instructed }).answers, true)).toBe(
      false,
    );
    for (const option of ATTENTION_CHECK.options.filter((each) => each !== ATTENTION_CHECK.instructed)) {
      expect(failsAttentionCheck(answered({ attentionCheck: option }).answers, true)).toBe(true);
    }
    expect(failsAttentionCheck(answered({}).answers, true)).toBe(true);
    expect(failsAttentionCheck(null, true)).toBe(true);
  });

  it('a project that does not ask it holds no one to it', () => {
    expect(failsAttentionCheck(answered({}).answers, false)).toBe(false);
    expect(failsAttentionCheck(answered({ attentionCheck: 'red' }).answers, false)).toBe(false);
    expect(qualityReasonOf(answered({ attentionCheck: 'red' }))).toBeUndefined();
  });

  it('ends the session as attentionCheck, after the other rules at the end', () => {
    expect(qualityReasonOf(answered({ attentionCheck: 'red' }), { attentionCheck: true })).toBe(
      'attentionCheck',
    );
    expect(qualityReasonOf(answered({ attentionCheck: 'blue' }), { attentionCheck: true })).toBeUndefined();
    const alsoPlayback = answered({
      attentionCheck: 'red',
      playback: [{ stimulusId: 'a', seeks: 1, hides: 0 }],
    });
    expect(qualityReasonOf(alsoPlayback, { attentionCheck: true })).toBe('playback');
  });

  it('is counted by reason like the others', () => {
    expect(qualityReasonCounts({ 'quality.attentionCheck': 2 } as never)).toMatchObject({
      attentionCheck: 2,
    });
  });
});
