import { describe, expect, it } from 'vitest';
import { GLOBAL_INDEX_ANCHORS, GLOBAL_INDEX_WEIGHTS } from './constants.ts';
import { COMPONENT_ORDER, globalIndex, globalIndexOf, globalIndexParts } from './global-index.ts';

describe('global index breakdown', () => {
  const components = { attention: 85, engagement: 12, valence: 55, emotionScore: null, clarity: 34.8 };

  it('gives each component present its anchor, its 0-100 score and its renormalised weight', () => {
    const parts = globalIndexParts(components);
    expect(parts.map((part) => part.component)).toEqual(['attention', 'engagement', 'valence', 'clarity']);
    expect(parts.reduce((sum, part) => sum + part.weight, 0)).toBeCloseTo(1, 12);
    // Without emotionScore (0.2), the others' weights are scaled by 1 / 0.8.
    expect(parts[0]!.weight).toBeCloseTo(GLOBAL_INDEX_WEIGHTS.attention / 0.8, 12);
    expect(parts[0]!.anchor).toEqual(GLOBAL_INDEX_ANCHORS.attention);
    // At its anchor's mean a component scores 50; above it, more; below, less.
    expect(parts[3]!.score).toBeCloseTo(50, 6);
    expect(parts[0]!.score).toBeGreaterThan(50);
    expect(parts[1]!.score).toBeLessThan(50);
  });

  it('adds up to the index, the same as the allocation-free form the bootstrap uses', () => {
    const parts = globalIndexParts(components);
    const sum = parts.reduce((total, part) => total + part.weight * part.score, 0);
    expect(globalIndex(components)).toBeCloseTo(sum, 12);
    const values = COMPONENT_ORDER.map((component) => components[component] ?? Number.NaN);
    expect(globalIndexOf(values)).toBeCloseTo(sum, 10);
    expect(
      globalIndexParts({ ...components, attention: null, engagement: null, valence: null, clarity: null }),
    ).toEqual([]);
  });
});
