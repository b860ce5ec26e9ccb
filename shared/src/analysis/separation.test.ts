import { describe, expect, it } from 'vitest';
import { normalCdf } from './norms.ts';
import { intervalSuperiority, pairHeadline, superiority } from './separation.ts';

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

describe('intervalSuperiority: two KPIs known by their 95% intervals', () => {
  const estimate = (value: number, halfWidth: number) => ({
    value,
    low: value - halfWidth,
    high: value + halfWidth,
    n: 100,
  });

  it('is one half for equal values, and symmetric', () => {
    expect(intervalSuperiority(estimate(60, 5), estimate(60, 8))).toBeCloseTo(0.5, 6);
    const ab = intervalSuperiority(estimate(62, 5), estimate(58, 5))!;
    const ba = intervalSuperiority(estimate(58, 5), estimate(62, 5))!;
    expect(ab + ba).toBeCloseTo(1, 6);
    expect(ab).toBeGreaterThan(0.5);
  });

  it('matches the normal model: a gap of 1.96 standard errors of the difference gives 97.5%', () => {
    // Standard errors 3 and 4 (half-widths 1.96 × 3 and 1.96 × 4): the difference's is 5.
    const z = 1.959963984540054;
    const probability = intervalSuperiority(estimate(50 + z * 5, z * 3), estimate(50, z * 4))!;
    expect(probability).toBeCloseTo(0.975, 5);
  });

  it('agrees with the replicates of two normal bootstrap distributions', () => {
    // Evenly spaced normal quantiles stand in for B = 2000 replicates of each estimate.
    const quantiles = (mean: number, sd: number) =>
      Array.from({ length: 2000 }, (_, i) => mean + sd * probit((i + 0.5) / 2000));
    const a = quantiles(55, 3);
    const b = quantiles(51, 2);
    const fromIntervals = intervalSuperiority(estimate(55, 1.96 * 3), estimate(51, 1.96 * 2))!;
    expect(fromIntervals).toBeCloseTo(superiority(a, b), 2);
  });

  it('reads the values, not only the widths: a mutant that swaps them is caught', () => {
    expect(intervalSuperiority(estimate(70, 5), estimate(50, 5))).toBeGreaterThan(0.99);
    expect(intervalSuperiority(estimate(50, 5), estimate(70, 5))).toBeLessThan(0.01);
  });

  it('gives nothing without both estimates or without any spread', () => {
    expect(intervalSuperiority(null, estimate(50, 5))).toBeNull();
    expect(intervalSuperiority(estimate(50, 0), estimate(40, 0))).toBeNull();
  });
});

/** The standard normal quantile by bisection on the CDF the module uses (test-only). */
function probit(p: number): number {
  let low = -10;
  let high = 10;
  for (let step = 0; step < 80; step += 1) {
    const middle = (low + high) / 2;
    if (normalCdf(middle) < p) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
