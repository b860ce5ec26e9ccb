import {
  clickScenario,
  compareToNorm,
  defaultClickAssumptions,
  normFor,
  normRange,
  type ClickScenarioInput,
  type Estimate,
  type NormComparison,
  type SelectedNorms,
} from '@adpulse/shared/analysis/index';
import type { Viewer } from '@adpulse/shared/projects/index';
import { GLOBAL_INDEX_ANCHORS } from './constants.ts';
import { percentileInterval } from './stats/intervals.ts';

/**
 * Predictive click (docs/methodology.md): a scenario of the shared click model
 * (`shared/src/analysis/click-scenario.ts`) at the default assumptions, and the z it is computed
 * from, which the screens recompute under the reader's own assumptions.
 */
export interface ClickPrediction {
  /** The default scenario; its interval is sampling only (the model's error is not in it). */
  probability: Estimate | null;
  normProbability: number | null;
  relative: Estimate | null;
  comparison: NormComparison | null;
  /** The measured inputs of the scenario; null without attention or engagement. */
  scenario: ClickScenarioInput | null;
}

interface Reference {
  mean: number;
  sd: number;
  /** The norm's middle range (25th-75th percentiles); the anchor's mean twice without a norm. */
  p25: number;
  p75: number;
  level: ClickScenarioInput['reference'];
  synthetic: boolean;
}

function reference(norms: SelectedNorms, metric: 'attention' | 'engagement'): Reference {
  for (const level of ['lv2', 'lv1'] as const) {
    const group = norms[level];
    const stat = normFor(group, metric);
    if (group && stat && stat.sd > 0)
      return { mean: stat.mean, sd: stat.sd, ...normRange(stat), level, synthetic: group.seed };
  }
  const anchor = GLOBAL_INDEX_ANCHORS[metric];
  return { ...anchor, p25: anchor.mean, p75: anchor.mean, level: 'anchors', synthetic: true };
}

const COARSENESS: readonly ClickScenarioInput['reference'][] = ['lv2', 'lv1', 'anchors'];

/** Where attention and engagement (0-100) stand against the click model's reference. */
export function clickInput(attention: number, engagement: number, norms: SelectedNorms): ClickScenarioInput {
  const a = reference(norms, 'attention');
  const e = reference(norms, 'engagement');
  return {
    attentionZ: (attention - a.mean) / a.sd,
    engagementZ: (engagement - e.mean) / e.sd,
    // The coarser of the two (the engagement norm may be missing where attention's is not).
    reference: COARSENESS.indexOf(a.level) >= COARSENESS.indexOf(e.level) ? a.level : e.level,
    referenceSynthetic: a.synthetic || e.synthetic,
  };
}

/** The default scenario's click rate for a placement; null for TV, where nobody clicks. */
export function clickProbability(
  viewer: Viewer,
  attention: number,
  engagement: number,
  norms: SelectedNorms,
): number | null {
  const assumptions = defaultClickAssumptions(viewer);
  if (!assumptions) return null;
  return clickScenario(clickInput(attention, engagement, norms), assumptions)?.rate ?? null;
}

const NONE: ClickPrediction = {
  probability: null,
  normProbability: null,
  relative: null,
  comparison: null,
  scenario: null,
};

/**
 * attention and engagement on 0-100; their replicates on 0-1 (the KPI bootstrap's), so the
 * default scenario's sampling interval comes from the same resamples.
 */
export function predictClick(
  viewer: Viewer,
  attention: Estimate | null,
  engagement: Estimate | null,
  attentionReplicates: Float64Array | null,
  engagementReplicates: Float64Array | null,
  norms: SelectedNorms,
): ClickPrediction {
  if (!attention || !engagement || !attentionReplicates || !engagementReplicates) return NONE;
  const scenario = clickInput(attention.value, engagement.value, norms);
  const assumptions = defaultClickAssumptions(viewer);
  if (!assumptions) return { ...NONE, scenario };
  const base = assumptions.baseRate;
  const rate = (a: number, e: number) => clickProbability(viewer, a, e, norms) as number;
  const value = rate(attention.value, engagement.value);
  const replicates = new Float64Array(attentionReplicates.length);
  for (let b = 0; b < replicates.length; b++) {
    replicates[b] = rate(100 * (attentionReplicates[b] as number), 100 * (engagementReplicates[b] as number));
  }
  const { low, high } = percentileInterval(replicates);
  const n = Math.min(attention.n, engagement.n);
  const a = reference(norms, 'attention');
  const e = reference(norms, 'engagement');
  const comparison =
    a.level !== 'anchors' && e.level !== 'anchors'
      ? compareToNorm({ low, high, n }, { p25: rate(a.p25, e.p25), p75: rate(a.p75, e.p75) })
      : null;
  return {
    probability: { value, low, high, n },
    normProbability: base,
    relative: { value: value / base, low: low / base, high: high / base, n },
    comparison,
    scenario,
  };
}
