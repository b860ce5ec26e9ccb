import { describe, expect, it } from 'vitest';
import { matchSamples, type IdentityRun } from '../../scripts/measurement/camera-validation.ts';
import type { CameraValidationResult } from '../../web/src/features/respondent/measurement/harness/harness-api.ts';
import type { Sample } from '../../shared/src/fieldwork/index.ts';

const expr = { happy: 0.7, surprise: 0, neutral: 0.3, sad: 0, angry: 0, fear: 0, disgust: 0 };
const sample = (t: number, face = true): Sample => ({
  stimulusId: 'camera-validation',
  t,
  face,
  attentive: face,
  gaze: null,
  expr: face ? expr : null,
});

describe("validate:camera's matching of samples to frames", () => {
  it('gives each sample the last frame shown at or before its capture, and drops the rest', () => {
    const run = {
      samples: [sample(0.05), sample(0.02), sample(0.2), sample(0.12, false), sample(-0.5)],
      shownAt: 1000,
      frames: [
        { at: 1010, index: 30 },
        { at: 1043, index: 31 },
        { at: 1150, index: 34 },
      ],
    } as unknown as CameraValidationResult;
    const matched: IdentityRun['matched'] = matchSamples('004', run);
    // Sorted by capture: 1020 -> frame 30, 1050 -> 31, 1200 -> 34; no face and before the first frame dropped.
    expect(matched).toEqual([
      { identity: '004', index: 30, happy: 0.7 },
      { identity: '004', index: 31, happy: 0.7 },
      { identity: '004', index: 34, happy: 0.7 },
    ]);
  });
});
