import { describe, expect, it } from 'vitest';
import { clickScenario, defaultClickAssumptions, type SelectedNorms } from '@adpulse/shared/analysis/index';
import { GLOBAL_INDEX_ANCHORS } from './constants.ts';
import { predictClick } from './click.ts';

const noNorms: SelectedNorms = { lv1: null, lv2: null };
const estimate = (value: number) => ({ value, low: value - 1, high: value + 1, n: 40 });
const replicates = (value: number) => Float64Array.from({ length: 50 }, (_, b) => value + (b - 25) / 5000);

describe('predictClick: the default scenario and the inputs the screens recompute it from', () => {
  const attention = GLOBAL_INDEX_ANCHORS.attention.mean + GLOBAL_INDEX_ANCHORS.attention.sd;
  const engagement = GLOBAL_INDEX_ANCHORS.engagement.mean;
  const run = (viewer: 'tv' | 'facebook' | 'youtube') =>
    predictClick(
      viewer,
      estimate(attention),
      estimate(engagement),
      replicates(attention / 100),
      replicates(engagement / 100),
      noNorms,
    );

  it('records the z against the anchors when there is no norm, named synthetic', () => {
    const scenario = run('facebook').scenario!;
    expect(scenario.attentionZ).toBeCloseTo(1, 12);
    expect(scenario.engagementZ).toBeCloseTo(0, 12);
    expect(scenario).toMatchObject({ reference: 'anchors', referenceSynthetic: true });
  });

  it('writes the same rate the shared scenario gives at the default assumptions', () => {
    for (const viewer of ['facebook', 'youtube'] as const) {
      const click = run(viewer);
      const expected = clickScenario(click.scenario!, defaultClickAssumptions(viewer)!)!;
      expect(click.probability!.value).toBeCloseTo(expected.rate, 12);
      expect(click.normProbability).toBe(defaultClickAssumptions(viewer)!.baseRate);
    }
  });

  it('gives TV no click rate, but keeps the measured inputs', () => {
    const click = run('tv');
    expect(click.probability).toBeNull();
    expect(click.relative).toBeNull();
    expect(click.normProbability).toBeNull();
    expect(click.scenario).not.toBeNull();
  });
});
