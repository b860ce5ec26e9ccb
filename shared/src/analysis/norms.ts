import { z } from 'zod';
import { VIEWERS, type Viewer } from '../projects/constants.ts';
import { NORM_LEVELS, NORM_METRICS, type NormComparison, type NormMetric } from './constants.ts';

/**
 * Norms (methodology, "Norms"): the mean and spread of each metric over closed projects, at two
 * levels, with the number of projects behind each and a 95% interval of the mean.
 */

export const normStatSchema = z.object({
  mean: z.number(),
  /** Standard deviation across assets (the spread of the metric among ads). */
  sd: z.number().min(0),
  /** Assets behind the statistic. */
  n: z.number().int().min(0),
  /** 95% interval of the mean (Student t); "close to" means inside it. */
  low: z.number(),
  high: z.number(),
});
export type NormStat = z.infer<typeof normStatSchema>;

/** The country or category of a seed group that applies everywhere. */
export const ANY_SCOPE = '*';

export const normGroupSchema = z.object({
  level: z.enum(NORM_LEVELS),
  /** Two-letter country code, or `*` for a seed group that applies to every country. */
  country: z.string(),
  /** lv2 only: the brand category (`*` in seed groups); null at lv1. */
  category: z.string().nullable(),
  /** lv2 only: the viewer (placement); null at lv1. */
  viewer: z.enum(VIEWERS).nullable(),
  projects: z.number().int().min(0),
  assets: z.number().int().min(0),
  /** True for the documented seed norm set of a fresh install (docs/methodology.md). */
  seed: z.boolean(),
  updatedAt: z.string(),
  metrics: z.partialRecord(z.enum(NORM_METRICS), normStatSchema),
});
export type NormGroup = z.infer<typeof normGroupSchema>;

export const normSetSchema = z.object({
  seed: z.boolean(),
  generatedAt: z.string(),
  /** How the set was made, in a sentence (the seed's generator and its seed). */
  source: z.string(),
  groups: z.array(normGroupSchema),
});
export type NormSet = z.infer<typeof normSetSchema>;

export interface NormScope {
  country: string | null;
  category: string | null;
  viewer: Viewer | null;
}

export interface SelectedNorms {
  lv1: NormGroup | null;
  lv2: NormGroup | null;
}

/**
 * The norms a project is read against: lv1 is its country's group (else the seed's `*` group),
 * lv2 the group of its country, brand category and viewer (else the seed's group for the viewer).
 * A real group always wins over a seed group of the same level.
 */
export function selectNorms(set: NormSet | null, scope: NormScope): SelectedNorms {
  if (!set) return { lv1: null, lv2: null };
  const lv1 = set.groups.filter((group) => group.level === 'lv1');
  const lv2 = set.groups.filter((group) => group.level === 'lv2');
  const exactLv1 = lv1.find((group) => scope.country !== null && group.country === scope.country);
  const anyLv1 = lv1.find((group) => group.country === ANY_SCOPE);
  const exactLv2 = lv2.find(
    (group) =>
      scope.country !== null &&
      group.country === scope.country &&
      group.category === scope.category &&
      group.viewer === scope.viewer,
  );
  const anyLv2 = lv2.find(
    (group) => group.country === ANY_SCOPE && group.category === ANY_SCOPE && group.viewer === scope.viewer,
  );
  return { lv1: exactLv1 ?? anyLv1 ?? null, lv2: exactLv2 ?? anyLv2 ?? null };
}

/** Spec: a value is "close to" its norm when within the norm's 95% interval, else below or above. */
export function compareToNorm(value: number, norm: Pick<NormStat, 'low' | 'high'>): NormComparison {
  if (value < norm.low) return 'below';
  if (value > norm.high) return 'above';
  return 'close';
}

export function normFor(group: NormGroup | null, metric: NormMetric): NormStat | null {
  return group?.metrics[metric] ?? null;
}
