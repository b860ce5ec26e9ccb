import {
  NORM_METRICS,
  normQuantiles,
  type NormGroup,
  type NormSet,
  type NormStat,
} from '@adpulse/shared/analysis/index';
import { tQuantile } from '../stats/intervals.ts';
import type { ProjectNormSummary } from './summary.ts';

/** A group needs this many assets to be used (fewer give an interval too wide to compare with). */
export const MIN_NORM_ASSETS = 5;

/** Mean, spread (sample sd), n, the 95% Student t interval of the mean and the 5%-step quantiles. */
export function normStat(values: readonly number[]): NormStat | null {
  const n = values.length;
  if (n < 2) return null;
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  const sd = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1));
  const half = (tQuantile(n - 1) * sd) / Math.sqrt(n);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    mean: round(mean),
    sd: round(sd),
    n,
    low: round(mean - half),
    high: round(mean + half),
    quantiles: normQuantiles(values).map(round),
  };
}

function group(
  level: NormGroup['level'],
  key: Pick<NormGroup, 'country' | 'category' | 'viewer'>,
  projects: ProjectNormSummary[],
  updatedAt: string,
  seed: boolean,
): NormGroup {
  const assets = projects.flatMap((project) => project.assets);
  const metrics: NormGroup['metrics'] = {};
  for (const metric of NORM_METRICS) {
    const values = assets
      .map((asset) => asset.metrics[metric])
      .filter((value): value is number => value !== undefined);
    const stat = normStat(values);
    if (stat) metrics[metric] = stat;
  }
  return { level, ...key, projects: projects.length, assets: assets.length, seed, updatedAt, metrics };
}

/**
 * Norms from closed projects: lv1 per country, lv2 per country, brand category and viewer. Groups
 * with fewer than 5 assets are left out (their projects still count at lv1).
 */
export function computeNormGroups(
  summaries: ProjectNormSummary[],
  updatedAt: string,
  seed = false,
): NormGroup[] {
  const byKey = (key: (summary: ProjectNormSummary) => string) => {
    const map = new Map<string, ProjectNormSummary[]>();
    for (const summary of summaries) map.set(key(summary), [...(map.get(key(summary)) ?? []), summary]);
    return map;
  };
  const groups: NormGroup[] = [];
  for (const [, projects] of byKey((s) => s.country)) {
    const first = projects[0] as ProjectNormSummary;
    groups.push(
      group('lv1', { country: first.country, category: null, viewer: null }, projects, updatedAt, seed),
    );
  }
  for (const [, projects] of byKey((s) => JSON.stringify([s.country, s.category, s.viewer]))) {
    const first = projects[0] as ProjectNormSummary;
    groups.push(
      group(
        'lv2',
        { country: first.country, category: first.category, viewer: first.viewer },
        projects,
        updatedAt,
        seed,
      ),
    );
  }
  return groups.filter((entry) => entry.assets >= MIN_NORM_ASSETS);
}

/** The norm set served by GET /norms: the real groups, with the seed's groups as the fallback. */
export function buildNormSet(summaries: ProjectNormSummary[], seedSet: NormSet, updatedAt: string): NormSet {
  const real = computeNormGroups(summaries, updatedAt);
  return {
    seed: real.length === 0,
    generatedAt: updatedAt,
    source:
      real.length === 0
        ? seedSet.source
        : `${summaries.length} closed projects; seed groups (${seedSet.source}) where no real group exists`,
    groups: [...real, ...seedSet.groups],
  };
}
