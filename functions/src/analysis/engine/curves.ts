import type { Series } from '@adpulse/shared/analysis/index';
import type { BootstrapWeights } from './stats/bootstrap.ts';
import { clopperPearson, percentileInterval, round, tQuantile } from './stats/intervals.ts';

/**
 * Per-second curves and their bootstrap bands. Every curve of an asset is resampled with the same
 * respondent draws in one pass (respondent-major arrays, no allocation inside the loop).
 *
 * A layer is either a ratio, sum over respondents of num / sum of den in each second, or a
 * linearised statistic whose replicate is value + sum((w - 1) x influence).
 */
export interface CurveLayer {
  num: Float32Array;
  /** null for a linearised layer. */
  den: Float32Array | null;
}

export interface CurveReplicates {
  /** Per layer: replicates x bins, row-major. */
  values: Float64Array[];
}

export function resampleCurves(
  layers: CurveLayer[],
  respondents: number,
  bins: number,
  boot: BootstrapWeights,
  replicates: number,
): CurveReplicates {
  const values = layers.map(() => new Float64Array(replicates * bins));
  const numAcc = layers.map(() => new Float64Array(bins));
  const denAcc = layers.map(() => new Float64Array(bins));
  // The "minus one" of (w - 1) for linearised layers: the sum of all influences, per bin.
  const linearBase = layers.map((layer) => {
    const base = new Float64Array(bins);
    if (layer.den) return base;
    for (let r = 0; r < respondents; r++) {
      const row = r * bins;
      for (let s = 0; s < bins; s++) base[s]! += layer.num[row + s] as number;
    }
    return base;
  });
  // Per layer, the respondents who contribute anything (the others add zeros).
  const contributors = layers.map((layer) => {
    const list: number[] = [];
    for (let r = 0; r < respondents; r++) {
      const row = r * bins;
      for (let s = 0; s < bins; s++) {
        if (
          (layer.num[row + s] as number) !== 0 ||
          (layer.den !== null && (layer.den[row + s] as number) !== 0)
        ) {
          list.push(r);
          break;
        }
      }
    }
    return Int32Array.from(list);
  });
  for (let b = 0; b < replicates; b++) {
    const weights = boot.row(b);
    for (let l = 0; l < layers.length; l++) {
      const layer = layers[l] as CurveLayer;
      const nums = numAcc[l] as Float64Array;
      const dens = denAcc[l] as Float64Array;
      nums.fill(0);
      dens.fill(0);
      const list = contributors[l] as Int32Array;
      const num = layer.num;
      const den = layer.den;
      for (let k = 0; k < list.length; k++) {
        const r = list[k] as number;
        const w = weights[r] as number;
        if (w === 0) continue;
        const row = r * bins;
        for (let s = 0; s < bins; s++) nums[s]! += w * (num[row + s] as number);
        if (den) for (let s = 0; s < bins; s++) dens[s]! += w * (den[row + s] as number);
      }
      const out = values[l] as Float64Array;
      const base = linearBase[l] as Float64Array;
      const outRow = b * bins;
      if (den) {
        for (let s = 0; s < bins; s++) {
          const d = dens[s] as number;
          out[outRow + s] = d > 0 ? (nums[s] as number) / d : Number.NaN;
        }
      } else {
        for (let s = 0; s < bins; s++) out[outRow + s] = (nums[s] as number) - (base[s] as number);
      }
    }
  }
  return { values };
}

/** The replicates of one bin (a column of the replicate matrix). */
export function column(values: Float64Array, bins: number, bin: number, replicates: number): Float64Array {
  const out = new Float64Array(replicates);
  for (let b = 0; b < replicates; b++) out[b] = values[b * bins + bin] as number;
  return out;
}

export function emptySeries(): Series {
  return { t: [], value: [], low: [], high: [], n: [] };
}

interface SeriesPoint {
  value: number | null;
  low: number | null;
  high: number | null;
  n: number;
}

export function buildSeries(bins: number, point: (bin: number) => SeriesPoint, digits = 4): Series {
  const series = emptySeries();
  for (let s = 0; s < bins; s++) {
    const { value, low, high, n } = point(s);
    series.t.push(s);
    series.value.push(value === null ? null : round(value, digits));
    series.low.push(low === null ? null : round(low, digits));
    series.high.push(high === null ? null : round(high, digits));
    series.n.push(n);
  }
  return series;
}

/** A ratio curve: per second, sum(num)/sum(den) with its bootstrap band, times `scale`. */
export function ratioSeries(
  layer: CurveLayer,
  replicates: Float64Array,
  respondents: number,
  bins: number,
  replicateCount: number,
  scale = 1,
  transform: (value: number) => number = (value) => value,
): Series {
  const den = layer.den as Float32Array;
  return buildSeries(bins, (s) => {
    let num = 0;
    let total = 0;
    let n = 0;
    for (let r = 0; r < respondents; r++) {
      const d = den[r * bins + s] as number;
      if (d > 0) n++;
      num += layer.num[r * bins + s] as number;
      total += d;
    }
    if (total <= 0) return { value: null, low: null, high: null, n: 0 };
    const { low, high } = percentileInterval(column(replicates, bins, s, replicateCount));
    return {
      value: transform((scale * num) / total),
      low: Number.isNaN(low) ? null : transform(scale * low),
      high: Number.isNaN(high) ? null : transform(scale * high),
      n,
    };
  });
}

/** A share curve (attention(s)): k of n respondents per second, with the exact binomial interval. */
export function shareSeries(
  successes: Uint8Array,
  trials: Uint8Array,
  respondents: number,
  bins: number,
  scale = 100,
): Series {
  return buildSeries(bins, (s) => {
    let k = 0;
    let n = 0;
    for (let r = 0; r < respondents; r++) {
      if (!trials[r * bins + s]) continue;
      n++;
      k += successes[r * bins + s] as number;
    }
    if (n === 0) return { value: null, low: null, high: null, n: 0 };
    const { low, high } = clopperPearson(k, n);
    return { value: (scale * k) / n, low: scale * low, high: scale * high, n };
  });
}

/** A linearised curve: the per-second statistic with value + percentiles of its linear replicates. */
export function linearisedSeries(
  values: Float64Array,
  counts: Int32Array,
  replicates: Float64Array,
  bins: number,
  replicateCount: number,
): Series {
  return buildSeries(bins, (s) => {
    const value = values[s] as number;
    if (Number.isNaN(value)) return { value: null, low: null, high: null, n: 0 };
    const { low, high } = percentileInterval(column(replicates, bins, s, replicateCount));
    return { value, low: value + low, high: value + high, n: counts[s] as number };
  });
}

/**
 * A curve that is a mean over respondents, each counting once in a second (valence(s),
 * engagement(s)), and its band (docs/methodology.md, "Intervals"). A respondent-level random
 * effect, y(r, s) = mu(s) + u(r) + e(r, s): the per-person part u (resting bias, expressive scale,
 * every reading's noise averaged within the second) is estimated by the spread between the
 * respondents' own values of the second, and the mean's interval is Student's t corrected for the
 * values' skewness by Hall's (1992) transformation (engagement has a mass at 0 and a long right
 * tail: a plain t band missed on its low side twice as often as on its high side). The band is then
 * widened on both sides by `systematic`, a bound on what the measurement moves every respondent's
 * reading by, which no spread between respondents shows. A second with one respondent has a value
 * and no band.
 */
export function respondentMeanSeries(
  layer: CurveLayer,
  respondents: number,
  bins: number,
  systematic: number,
): Series {
  const den = layer.den as Float32Array;
  const valueOf = (r: number, s: number) =>
    (layer.num[r * bins + s] as number) / (den[r * bins + s] as number);
  return buildSeries(bins, (s) => {
    let n = 0;
    let sum = 0;
    for (let r = 0; r < respondents; r++) {
      if ((den[r * bins + s] as number) <= 0) continue;
      n++;
      sum += valueOf(r, s);
    }
    if (n === 0) return { value: null, low: null, high: null, n: 0 };
    const mean = sum / n;
    if (n < 2) return { value: mean, low: null, high: null, n };
    let squares = 0;
    let cubes = 0;
    for (let r = 0; r < respondents; r++) {
      if ((den[r * bins + s] as number) <= 0) continue;
      const deviation = valueOf(r, s) - mean;
      squares += deviation * deviation;
      cubes += deviation * deviation * deviation;
    }
    const variance = squares / (n - 1);
    const se = Math.sqrt(variance / n);
    const skewness = variance > 0 ? cubes / n / variance ** 1.5 : 0;
    const [below, above] = hallInterval(tQuantile(n - 1), skewness, n);
    return { value: mean, low: mean - se * below - systematic, high: mean + se * above + systematic, n };
  });
}

/**
 * Hall's (1992) skewness-corrected t: the studentised mean T is replaced by the monotone
 * g(T) = T + aT^2 + a^2 T^3 / 3 + b, a = skewness / (3 sqrt(n)), b = skewness / (6 sqrt(n)), and
 * g(T) is referred to Student's t. Returns how many standard errors the interval reaches below and
 * above the mean; with no skewness, t and t.
 */
export function hallInterval(t: number, skewness: number, n: number): [number, number] {
  const a = skewness / (3 * Math.sqrt(n));
  const b = skewness / (6 * Math.sqrt(n));
  const inverse = (x: number) => (Math.abs(a) < 1e-12 ? x - b : (Math.cbrt(1 + 3 * a * (x - b)) - 1) / a);
  return [inverse(t), -inverse(-t)];
}
