import { describe, expect, it } from 'vitest';
import {
  fitSmileFusion,
  fusedHappy,
  leaveOneIdentityOut,
  smileFeatures,
  SMILE_FUSION,
  type FusionExample,
} from './smile-fusion.ts';

describe('smile fusion', () => {
  it('rises with each of its three readings', () => {
    const neutral = { faceApiHappy: 0.0001, humanHappy: 0, mouthWidth: 0.82 };
    const base = fusedHappy(neutral);
    expect(base).toBeLessThan(0.5);
    expect(fusedHappy({ ...neutral, faceApiHappy: 0.9 })).toBeGreaterThan(base);
    expect(fusedHappy({ ...neutral, humanHappy: 0.9 })).toBeGreaterThan(base);
    expect(fusedHappy({ ...neutral, mouthWidth: 1 })).toBeGreaterThan(base);
    expect(fusedHappy({ faceApiHappy: 0.99, humanHappy: 0.9, mouthWidth: 1 })).toBeGreaterThan(0.95);
    expect(SMILE_FUSION.weights.slice(1).every((weight) => weight > 0)).toBe(true);
  });

  it('clamps the probabilities before the logit', () => {
    expect(smileFeatures({ faceApiHappy: 0, humanHappy: 1, mouthWidth: 0.9 }).every(Number.isFinite)).toBe(
      true,
    );
  });

  it('fits a separating weight and scores held-out people', () => {
    const examples: FusionExample[] = Array.from({ length: 20 }, (_, i) => {
      const happy = i % 2 === 0;
      return {
        identity: `p${Math.floor(i / 2)}`,
        happy,
        signals: {
          faceApiHappy: happy ? 0.3 + i / 100 : 0.001,
          humanHappy: happy ? 0.5 : 0.05,
          mouthWidth: happy ? 0.95 : 0.82,
        },
      };
    });
    const fusion = fitSmileFusion(
      examples.map((example) => smileFeatures(example.signals)),
      examples.map((example) => (example.happy ? 1 : 0)),
    );
    expect(fusion.weights.slice(1).every((weight) => weight > 0)).toBe(true);
    const held = leaveOneIdentityOut(examples);
    expect(held.every((p, i) => (examples[i]?.happy ? p > 0.5 : p < 0.5))).toBe(true);
    expect(() => fitSmileFusion([], [])).toThrow();
  });
});
