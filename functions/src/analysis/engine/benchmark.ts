import {
  normFor,
  placeInNorm,
  type Benchmark,
  type BenchmarkEntry,
  type BenchmarkMetric,
  type Estimate,
  type NormComparisonEntry,
  type NormGroup,
  type NormMetric,
  type SelectedNorms,
} from '@adpulse/shared/analysis/index';

/** A value placed in one norm level (methodology 10), or null when the level or the value is missing. */
export function comparisonEntry(
  value: Estimate | null,
  group: NormGroup | null,
  metric: NormMetric,
): NormComparisonEntry | null {
  const stat = normFor(group, metric);
  if (!value || !stat || !group) return null;
  return {
    mean: stat.mean,
    low: stat.low,
    high: stat.high,
    n: stat.n,
    ...placeInNorm(value, stat),
    seed: group.seed,
  };
}

function scope(group: NormGroup | null): Benchmark['lv1'] {
  if (!group) return null;
  return {
    level: group.level,
    country: group.country,
    category: group.category,
    viewer: group.viewer,
    projects: group.projects,
    seed: group.seed,
  };
}

/** The benchmark block of spec section 3: every KPI placed against lv1 and lv2. */
export function benchmark(
  values: Record<BenchmarkMetric, Estimate | null>,
  norms: SelectedNorms,
  samples: { emotion: number; saliency: number },
): Benchmark {
  const entry = (metric: BenchmarkMetric): BenchmarkEntry => ({
    value: values[metric],
    lv1: comparisonEntry(values[metric], norms.lv1, metric),
    lv2: comparisonEntry(values[metric], norms.lv2, metric),
  });
  const stamps = [norms.lv1?.updatedAt, norms.lv2?.updatedAt].filter((stamp): stamp is string => !!stamp);
  return {
    lv1: scope(norms.lv1),
    lv2: scope(norms.lv2),
    timestamp: stamps.sort().at(-1) ?? null,
    valence: entry('valence'),
    engagement: entry('engagement'),
    emotion_score: entry('emotion_score'),
    focus_score: entry('focus_score'),
    spread_score: entry('spread_score'),
    mental_demand: entry('mental_demand'),
    clarity_score: entry('clarity_score'),
    attention_score: entry('attention_score'),
    emotion_samples: samples.emotion,
    saliency_samples: samples.saliency,
  };
}
