import { describe, expect, it } from 'vitest';
import { QUALITY_RULES } from '@adpulse/shared/fieldwork/index';
import { qualityReasonCounts, qualityReasonOf, sampleFloor } from './respondent-quality.ts';

const session = (webcam: boolean, samples: Record<string, number>) => ({
  webcam,
  stimuli: ['a', 'b'],
  durations: { a: 10, b: 6 },
  samplesByStimulus: samples,
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
