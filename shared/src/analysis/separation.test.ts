import { describe, expect, it } from 'vitest';
import { pairHeadline, superiority } from './separation.ts';

/** B replicates spread evenly around a centre (a stand-in for a bootstrap distribution). */
const around = (centre: number, spread: number, count = 400) =>
  Array.from({ length: count }, (_, i) => centre + spread * ((i + 0.5) / count - 0.5) * 2);

describe('pairHeadline: two ads of different projects', () => {
  it('names the ad with the higher index the winner when its replicates beat the other’s at 97.5%', () => {
    const headline = pairHeadline(
      { id: 'a', value: 48, replicates: around(48, 5) },
      { id: 'b', value: 70, replicates: around(70, 5) },
    );
    expect(headline).toEqual({ kind: 'winner', winner: 'b', loser: 'a', probability: 1 });
  });

  it('says the sample cannot tell them apart when the replicates overlap, with P(first > second)', () => {
    const a = around(55, 10);
    const b = around(53, 10);
    const headline = pairHeadline(
      { id: 'a', value: 55, replicates: a },
      { id: 'b', value: 53, replicates: b },
    );
    expect(headline).toMatchObject({ kind: 'tie', first: 'a', second: 'b' });
    expect(headline?.probability).toBeCloseTo(superiority(a, b), 10);
    expect(headline!.probability).toBeGreaterThan(0.5);
    expect(headline!.probability).toBeLessThan(0.975);
  });

  it('gives no probability when either ad has no index or no stored replicates (older files)', () => {
    expect(
      pairHeadline({ id: 'a', value: 50 }, { id: 'b', value: 60, replicates: around(60, 5) }),
    ).toBeNull();
    expect(
      pairHeadline({ id: 'a', value: null, replicates: [1] }, { id: 'b', value: 60, replicates: [2] }),
    ).toBeNull();
  });

  it('reads the replicates, not the point values: a blind mutant that swaps them is caught', () => {
    const low = around(40, 4);
    const high = around(60, 4);
    // The values say a leads, its replicates say b: the probability follows the replicates.
    const headline = pairHeadline(
      { id: 'a', value: 61, replicates: low },
      { id: 'b', value: 59, replicates: high },
    );
    expect(headline?.probability).toBe(0);
  });
});
