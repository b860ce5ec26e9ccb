import {
  compareToNorm,
  normFor,
  normRange,
  type Estimate,
  type NormComparison,
  type SelectedNorms,
} from '@adpulse/shared/analysis/index';
import type { Viewer } from '@adpulse/shared/projects/index';
import { CLICK_BASE_RATE, CLICK_COEFFICIENTS, GLOBAL_INDEX_ANCHORS } from './constants.ts';
import { percentileInterval } from './stats/intervals.ts';

/**
 * Predictive click (docs/methodology.md): logit p = logit(base rate of the viewer)
 * + 0.5 z(attention) + 0.4 z(engagement), z against the norm's mean and spread.
 */
export interface ClickPrediction {
  probability: Estimate | null;
  normProbability: number | null;
  relative: Estimate | null;
  comparison: NormComparison | null;
}

interface Reference {
  mean: number;
  sd: number;
  /** The norm's middle range (25th-75th percentiles); the anchor's mean twice without a norm. */
  p25: number;
  p75: number;
}

function reference(
  norms: SelectedNorms,
  metric: 'attention' | 'engagement',
): Reference & { fromNorm: boolean } {
  const stat = normFor(norms.lv2, metric) ?? normFor(norms.lv1, metric);
  if (stat && stat.sd > 0) return { mean: stat.mean, sd: stat.sd, ...normRange(stat), fromNorm: true };
  const anchor = GLOBAL_INDEX_ANCHORS[metric];
  return { ...anchor, p25: anchor.mean, p75: anchor.mean, fromNorm: false };
}

const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

export function clickProbability(
  viewer: Viewer,
  attention: number,
  engagement: number,
  norms: SelectedNorms,
): number {
  const a = reference(norms, 'attention');
  const e = reference(norms, 'engagement');
  return logistic(
    logit(CLICK_BASE_RATE[viewer]) +
      CLICK_COEFFICIENTS.attention * ((attention - a.mean) / a.sd) +
      CLICK_COEFFICIENTS.engagement * ((engagement - e.mean) / e.sd),
  );
}

/**
 * attention and engagement on 0-100; their replicates on 0-1 (the KPI bootstrap's), so the
 * prediction's interval comes from the same resamples.
 */
export function predictClick(
  viewer: Viewer,
  attention: Estimate | null,
  engagement: Estimate | null,
  attentionReplicates: Float64Array | null,
  engagementReplicates: Float64Array | null,
  norms: SelectedNorms,
): ClickPrediction {
  if (!attention || !engagement || !attentionReplicates || !engagementReplicates) {
    return { probability: null, normProbability: null, relative: null, comparison: null };
  }
  const value = clickProbability(viewer, attention.value, engagement.value, norms);
  const replicates = new Float64Array(attentionReplicates.length);
  for (let b = 0; b < replicates.length; b++) {
    replicates[b] = clickProbability(
      viewer,
      100 * (attentionReplicates[b] as number),
      100 * (engagementReplicates[b] as number),
      norms,
    );
  }
  const { low, high } = percentileInterval(replicates);
  const base = CLICK_BASE_RATE[viewer];
  const n = Math.min(attention.n, engagement.n);
  const a = reference(norms, 'attention');
  const e = reference(norms, 'engagement');
  const comparison =
    a.fromNorm && e.fromNorm
      ? compareToNorm(
          { low, high, n: Math.min(attention.n, engagement.n) },
          {
            p25: clickProbability(viewer, a.p25, e.p25, norms),
            p75: clickProbability(viewer, a.p75, e.p75, norms),
          },
        )
      : null;
  return {
    probability: { value, low, high, n },
    normProbability: base,
    relative: { value: value / base, low: low / base, high: high / base, n },
    comparison,
  };
}
