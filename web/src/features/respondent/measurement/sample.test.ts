import { describe, expect, it } from 'vitest';
import { sampleSchema } from '../../../../../shared/src/fieldwork/index.ts';
import { toExpressionScores } from './expression.ts';
import { fitGaze } from './gaze.ts';
import type { FrameReading } from './protocol.ts';
import { toSample } from './sample.ts';

const features = (x: number, y: number) => [x / 1000, y / 1000, 0.3, 0.3, 0.2, 0.2, 0, 0, 0.5, 0.5, 0.1];
const ridge = fitGaze(
  [0, 500, 1000].flatMap((x) => [0, 500, 1000].map((y) => ({ features: features(x, y), target: { x, y } }))),
  1e-6,
);
const gaze = {
  ridge,
  quality: { targets: 4, errorPx: 10, errorDeg: 0.25, chanceErrorPx: 300, offsetPx: { x: 0, y: 0 } },
};

const face: FrameReading = {
  face: true,
  faceScore: 0.8,
  pose: { yaw: 5, pitch: -3, roll: 1 },
  eyeOpenness: 0.3,
  gazeFeatures: features(250, 250),
  expr: toExpressionScores({ happy: 0.6, neutral: 0.4 }),
  signals: null,
  workMs: 30,
};

describe('samples', () => {
  it('stamps a reading with the stimulus time and maps gaze onto the stimulus', () => {
    const sample = sampleSchema.parse(
      toSample(
        face,
        { stimulusId: 'a-1', t: 1.23456, rect: { left: 0, top: 0, width: 500, height: 500 } },
        gaze,
      ),
    );
    expect(sample).toMatchObject({
      stimulusId: 'a-1',
      t: 1.235,
      face: true,
      attentive: true,
      pose: face.pose,
    });
    expect(sample.gaze?.x).toBeCloseTo(0.5, 2);
    expect(sample.gaze?.y).toBeCloseTo(0.5, 2);
    expect(sample.expr?.happy).toBe(0.6);
  });

  it('has no gaze off the stimulus or before calibration, and nothing but time without a face', () => {
    const stamp = { stimulusId: 'a-1', t: 2, rect: { left: 600, top: 0, width: 300, height: 300 } };
    expect(toSample(face, stamp, gaze).gaze).toBeNull();
    expect(
      toSample(face, { ...stamp, rect: { left: 0, top: 0, width: 500, height: 500 } }, null).gaze,
    ).toBeNull();
    const none = sampleSchema.parse(
      toSample(
        { ...face, face: false, pose: null, eyeOpenness: null, gazeFeatures: null, expr: null },
        stamp,
        gaze,
      ),
    );
    expect(none).toEqual({ stimulusId: 'a-1', t: 2, face: false, attentive: false, gaze: null, expr: null });
  });
});
