import { describe, expect, it } from 'vitest';
import { compareToNorm, selectNorms, type NormGroup, type NormSet } from './norms.ts';

const stat = { mean: 50, sd: 10, n: 100, low: 48, high: 52 };
function group(partial: Partial<NormGroup>): NormGroup {
  return {
    level: 'lv1',
    country: '*',
    category: null,
    viewer: null,
    projects: 10,
    assets: 10,
    seed: true,
    updatedAt: '2025-01-01T00:00:00.000Z',
    metrics: { globalPerformance: stat },
    ...partial,
  };
}

describe('norm comparison', () => {
  it('is close to the norm inside its 95% interval (bounds included), else below or above', () => {
    expect(compareToNorm(47.99, stat)).toBe('below');
    expect(compareToNorm(48, stat)).toBe('close');
    expect(compareToNorm(52, stat)).toBe('close');
    expect(compareToNorm(52.01, stat)).toBe('above');
  });

  it('prefers the project’s own country and category+viewer groups over the seed', () => {
    const set: NormSet = {
      seed: false,
      generatedAt: '2025-01-01T00:00:00.000Z',
      source: 'test',
      groups: [
        group({}),
        group({ level: 'lv2', category: '*', viewer: 'tv' }),
        group({ country: 'IT', seed: false }),
        group({ level: 'lv2', country: 'IT', category: 'food', viewer: 'tv', seed: false }),
      ],
    };
    const exact = selectNorms(set, { country: 'IT', category: 'food', viewer: 'tv' });
    expect([exact.lv1?.country, exact.lv1?.seed, exact.lv2?.category, exact.lv2?.seed]).toEqual([
      'IT',
      false,
      'food',
      false,
    ]);
    const fallback = selectNorms(set, { country: 'FR', category: 'cars', viewer: 'tv' });
    expect([fallback.lv1?.country, fallback.lv2?.category, fallback.lv2?.seed]).toEqual(['*', '*', true]);
    expect(selectNorms(set, { country: 'FR', category: 'cars', viewer: 'tiktok' }).lv2).toBeNull();
    expect(selectNorms(null, { country: 'IT', category: null, viewer: 'tv' })).toEqual({
      lv1: null,
      lv2: null,
    });
  });
});
