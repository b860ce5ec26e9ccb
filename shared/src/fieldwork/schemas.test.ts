import { describe, expect, it } from 'vitest';
import { MAX_SAMPLES_PER_BATCH } from './constants.ts';
import { answersSchema, sampleSchema, signalBatchSchema, startSessionRequestSchema } from './schemas.ts';

const sample = {
  stimulusId: 'asset-1',
  t: 1.25,
  face: true,
  attentive: true,
  gaze: { x: 0.4, y: 0.6, confidence: 0.8 },
  expr: { happy: 0.7, surprise: 0.05, neutral: 0.2, sad: 0.01, angry: 0.01, fear: 0.01, disgust: 0.02 },
};

describe('fieldwork data contract', () => {
  it('accepts a measured sample and one without a face', () => {
    expect(sampleSchema.parse(sample)).toEqual(sample);
    expect(
      sampleSchema.safeParse({ ...sample, face: false, attentive: false, gaze: null, expr: null }).success,
    ).toBe(true);
  });

  it('refuses gaze outside the stimulus and probabilities over 1', () => {
    expect(sampleSchema.safeParse({ ...sample, gaze: { x: 1.2, y: 0.5, confidence: 1 } }).success).toBe(
      false,
    );
    expect(sampleSchema.safeParse({ ...sample, expr: { ...sample.expr, happy: 1.5 } }).success).toBe(false);
  });

  it('bounds a signal batch', () => {
    expect(signalBatchSchema.safeParse({ seq: 0, samples: [] }).success).toBe(false);
    expect(signalBatchSchema.safeParse({ seq: -1, samples: [sample] }).success).toBe(false);
    const full = Array.from({ length: MAX_SAMPLES_PER_BATCH + 1 }, () => sample);
    expect(signalBatchSchema.safeParse({ seq: 3, samples: full }).success).toBe(false);
  });

  it('defaults the entry parameters, the simulated label and the demographics', () => {
    const request = startSessionRequestSchema.parse({
      panel: { provider: 'dynata', respondentId: 'r-1' },
      screener: { age: 30, gender: 'female' },
      consent: { webcam: true },
    });
    expect(request.simulated).toBe(false);
    expect(request.panel.params).toEqual({});
    expect(answersSchema.parse({ evoked: [], questions: [] }).demographics).toEqual({});
  });

  it('refuses an evoked intensity outside 1-5', () => {
    const answers = { evoked: [{ stimulusId: 'a', emotion: 'awe', intensity: 6 }], questions: [] };
    expect(answersSchema.safeParse(answers).success).toBe(false);
  });
});
