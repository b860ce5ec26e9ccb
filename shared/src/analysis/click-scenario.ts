import * as z from 'zod';
import type { Viewer } from '../projects/constants.ts';

/**
 * The click scenario (docs/methodology.md, "Predictive click"): a model, not a measurement.
 * logit(click rate) = logit(base rate) + b_attention × z(attention) + b_engagement × z(engagement),
 * z = (the media's KPI − the reference mean) / the reference sd. The analysis measures the z; the
 * base rate and the coefficients are assumptions the reader can change. Nobody clicks a TV ad,
 * so TV has no base rate and no scenario.
 */

/** Where a default base rate comes from: a published average, or assumed (the methodology says from what). */
export type BaseRateSource = 'published' | 'assumed';

export interface BaseRateDefault {
  /** Clicks per impression, 0-1. */
  rate: number;
  source: BaseRateSource;
}

/** Default base rates per placement; null where there is nothing to click (TV). */
export const CLICK_BASE_RATES: Record<Viewer, BaseRateDefault | null> = {
  tv: null,
  facebook: { rate: 0.009, source: 'published' },
  instagram: { rate: 0.0068, source: 'assumed' },
  tiktok: { rate: 0.0084, source: 'assumed' },
  youtube: { rate: 0.0045, source: 'assumed' },
};

/** Assumed, not fitted to clicks: +1 sd of attention multiplies the odds by e^0.5 = 1.65. */
export const CLICK_COEFFICIENTS = { attention: 0.5, engagement: 0.4 } as const;

export interface ClickAssumptions {
  /** Clicks per impression at the reference (z = 0), strictly between 0 and 1. */
  baseRate: number;
  attentionCoefficient: number;
  engagementCoefficient: number;
}

/** Where the media's KPIs stand against the reference, as the analysis file records them. */
export const clickScenarioInputSchema = z.object({
  attentionZ: z.number(),
  engagementZ: z.number(),
  /** The reference the z are taken against: the lv2 norm, else lv1, else the global index anchors. */
  reference: z.enum(['lv2', 'lv1', 'anchors']),
  /** The reference comes from the synthetic seed set (or the anchors, which are the seed's). */
  referenceSynthetic: z.boolean(),
});
export type ClickScenarioInput = z.infer<typeof clickScenarioInputSchema>;

export interface ClickScenario {
  /** Clicks per impression under the assumptions, 0-1. */
  rate: number;
  /** rate / base rate. */
  relative: number;
}

/** The default assumptions of a placement; null for TV. */
export function defaultClickAssumptions(viewer: Viewer): ClickAssumptions | null {
  const base = CLICK_BASE_RATES[viewer];
  if (!base) return null;
  return {
    baseRate: base.rate,
    attentionCoefficient: CLICK_COEFFICIENTS.attention,
    engagementCoefficient: CLICK_COEFFICIENTS.engagement,
  };
}

/** Whether assumptions can be computed with: a base rate strictly inside (0, 1), finite coefficients. */
export function validClickAssumptions(assumptions: ClickAssumptions): boolean {
  const { baseRate, attentionCoefficient, engagementCoefficient } = assumptions;
  return (
    Number.isFinite(baseRate) &&
    baseRate > 0 &&
    baseRate < 1 &&
    Number.isFinite(attentionCoefficient) &&
    Number.isFinite(engagementCoefficient)
  );
}

const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The click rate the model gives for a media at `input` under `assumptions`; null when the
 * assumptions cannot be computed with (validClickAssumptions). No interval: the model's own error
 * is unknown, and the sampling error of the z would pretend to cover it.
 */
export function clickScenario(
  input: Pick<ClickScenarioInput, 'attentionZ' | 'engagementZ'>,
  assumptions: ClickAssumptions,
): ClickScenario | null {
  if (!validClickAssumptions(assumptions) || !Number.isFinite(input.attentionZ + input.engagementZ))
    return null;
  const rate = logistic(
    logit(assumptions.baseRate) +
      assumptions.attentionCoefficient * input.attentionZ +
      assumptions.engagementCoefficient * input.engagementZ,
  );
  return { rate, relative: rate / assumptions.baseRate };
}
