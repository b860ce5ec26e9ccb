import {
  DEFAULT_AUDIENCE_SOURCE,
  PACKAGES,
  PREDICT_REQUIRED_RESPONDENTS,
  type AudienceSource,
  type ProjectType,
} from '../projects/constants.ts';
import { PREDICT_PRICE } from './plans.ts';
import type { PriceBreakdown } from './schemas.ts';

/**
 * The one price model of a project paid by card (README "Pricing"), computed once on the server
 * (the quote and the order) and shown by the web:
 *
 * - a priced package costs a set-up fee (the stimulus checks, the analysis, the norms) plus a fee
 *   per respondent recruited, per ad each respondent is shown (the panel's incentive and cost);
 *   at the spec's default sample of 150 the sum is the spec's package price (discover 1000 €,
 *   A/B test and sequential 1900 €), so 50 respondents cost less and 300 more;
 * - with the client's own audience (respondents who come through the client's own link) no panel
 *   recruits or rewards anyone, so the fee per respondent is 0 and the package costs its set-up
 *   alone, whatever the sample (discover 400 €, A/B test and sequential 700 €);
 * - a quick predict (one asset, 75 respondents) is covered by an analysis of the plan while one is
 *   left, else it costs PREDICT_PRICE;
 * - packages priced on quotation (custom, researchonly) take analysis credits under a contract.
 *
 * Euros, VAT included.
 */
export interface PackagePricing {
  setup: number;
  perRespondent: number;
}

export const PACKAGE_PRICING = {
  discover: { setup: 400, perRespondent: 4 },
  abtest: { setup: 700, perRespondent: 8 },
  sequential: { setup: 700, perRespondent: 8 },
} as const satisfies Partial<Record<ProjectType, PackagePricing>>;

export type PricedPackage = keyof typeof PACKAGE_PRICING;

export const isPricedPackage = (type: ProjectType): type is PricedPackage => type in PACKAGE_PRICING;

/**
 * The sample a project fields: the largest a stimulus asks for, else the audience's, else the
 * package's default. Fieldwork recruits it and the price follows it.
 */
export function fieldedSampleSize(
  type: ProjectType,
  stimulusSamples: readonly number[],
  audienceSampleSize: number | null | undefined,
): number {
  if (type === 'predict') return PREDICT_REQUIRED_RESPONDENTS;
  return Math.max(0, ...stimulusSamples) || audienceSampleSize || PACKAGES[type].respondents;
}

/**
 * The card price of a project of `type` fielding `sampleSize` respondents from `audience` (the
 * panel, or the client's own link); null when it is quoted.
 */
export function priceOf(
  type: ProjectType,
  sampleSize: number,
  audience: AudienceSource = DEFAULT_AUDIENCE_SOURCE,
): PriceBreakdown | null {
  if (type === 'predict')
    return { kind: 'predict', sampleSize: PREDICT_REQUIRED_RESPONDENTS, total: PREDICT_PRICE };
  if (!isPricedPackage(type)) return null;
  const { setup } = PACKAGE_PRICING[type];
  const perRespondent = audience === 'own' ? 0 : PACKAGE_PRICING[type].perRespondent;
  return {
    kind: 'package',
    type,
    audience,
    sampleSize,
    setup,
    perRespondent,
    total: setup + perRespondent * sampleSize,
  };
}
