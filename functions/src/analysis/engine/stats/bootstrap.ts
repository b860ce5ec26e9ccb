import { Random } from '../../../platform/random.ts';
import { percentileInterval } from './intervals.ts';
import type { Estimate } from '@adpulse/shared/analysis/index';

/**
 * The respondent bootstrap: each replicate draws the asset's respondents with replacement; a
 * respondent's multiplicity is its weight. One weight matrix serves every KPI of an asset, so
 * the KPIs (and the global index made of them) are resampled jointly.
 */
export class BootstrapWeights {
  /** replicates x respondents, row-major. */
  readonly weights: Uint16Array;

  constructor(
    readonly respondents: number,
    readonly replicates: number,
    seed: number,
  ) {
    this.weights = new Uint16Array(respondents * replicates);
    const random = new Random(seed);
    for (let b = 0; b < replicates; b++) {
      const row = b * respondents;
      for (let i = 0; i < respondents; i++) {
        const index = row + random.int(respondents);
        this.weights[index] = (this.weights[index] as number) + 1;
      }
    }
  }

  row(b: number): Uint16Array {
    return this.weights.subarray(b * this.respondents, (b + 1) * this.respondents);
  }
}

/**
 * A ratio of respondent sums, sum(num) / sum(den), with its percentile interval. Respondents
 * outside `members` (when given) are left out of both the estimate and the replicates.
 */
export function ratioEstimate(
  num: Float64Array,
  den: Float64Array,
  boot: BootstrapWeights,
  scale = 1,
  members?: Uint8Array,
): Estimate | null {
  let totalNum = 0;
  let totalDen = 0;
  let n = 0;
  for (let i = 0; i < num.length; i++) {
    if (members && !members[i]) continue;
    if ((den[i] as number) > 0) n++;
    totalNum += num[i] as number;
    totalDen += den[i] as number;
  }
  if (totalDen <= 0) return null;
  const replicates = ratioReplicates(num, den, boot, members);
  const { low, high } = percentileInterval(replicates);
  return { value: (scale * totalNum) / totalDen, low: scale * low, high: scale * high, n };
}

export function ratioReplicates(
  num: Float64Array,
  den: Float64Array,
  boot: BootstrapWeights,
  members?: Uint8Array,
): Float64Array {
  // Only respondents who contribute: members with a non-zero numerator or denominator.
  const active: number[] = [];
  for (let i = 0; i < num.length; i++) {
    if (members && !members[i]) continue;
    if ((num[i] as number) !== 0 || (den[i] as number) !== 0) active.push(i);
  }
  const index = Int32Array.from(active);
  const nums = Float64Array.from(active, (i) => num[i] as number);
  const dens = Float64Array.from(active, (i) => den[i] as number);
  const replicates = new Float64Array(boot.replicates);
  const weights = boot.weights;
  const stride = boot.respondents;
  for (let b = 0; b < boot.replicates; b++) {
    const row = b * stride;
    let sumNum = 0;
    let sumDen = 0;
    for (let k = 0; k < index.length; k++) {
      const w = weights[row + (index[k] as number)] as number;
      sumNum += w * (nums[k] as number);
      sumDen += w * (dens[k] as number);
    }
    replicates[b] = sumDen > 0 ? sumNum / sumDen : Number.NaN;
  }
  return replicates;
}

/**
 * A statistic linearised around its estimate: value + sum((w - 1) x influence) per replicate.
 * Used for map statistics (focus, spread), whose exact resampling would redraw a density map per
 * replicate (docs/methodology.md, "Intervals").
 */
export function linearisedReplicates(influence: Float64Array, boot: BootstrapWeights): Float64Array {
  const replicates = new Float64Array(boot.replicates);
  let base = 0;
  for (let i = 0; i < influence.length; i++) base += influence[i] as number;
  for (let b = 0; b < boot.replicates; b++) {
    const weights = boot.row(b);
    let sum = -base;
    for (let i = 0; i < influence.length; i++) {
      const w = weights[i] as number;
      if (w !== 0) sum += w * (influence[i] as number);
    }
    replicates[b] = sum;
  }
  return replicates;
}

/** The median of values with integer weights (the average of the two middle values when even). */
export function weightedMedian(
  sortedValues: Float64Array,
  weights: ArrayLike<number>,
  order: Int32Array,
): number {
  let total = 0;
  for (let k = 0; k < order.length; k++) total += weights[order[k] as number] as number;
  if (total === 0) return Number.NaN;
  const lowerRank = Math.floor((total - 1) / 2);
  const upperRank = Math.floor(total / 2);
  let cumulative = 0;
  let lower = Number.NaN;
  for (let k = 0; k < order.length; k++) {
    const w = weights[order[k] as number] as number;
    if (w === 0) continue;
    const next = cumulative + w;
    if (Number.isNaN(lower) && lowerRank < next) lower = sortedValues[k] as number;
    if (upperRank < next) return ((lower as number) + (sortedValues[k] as number)) / 2;
    cumulative = next;
  }
  return lower;
}
