/**
 * The effective CPM calculator (methodology): the user enters CPM and impressions; the analysis
 * gives the attention rate (attention score / 100) and the click probability.
 */
export interface EffectiveCpmInput {
  /** Cost per thousand impressions, in the user's currency. */
  cpm: number;
  impressions: number;
  /** Share of impressions watched attentively, 0-1, with its 95% interval when known. */
  attentionRate: number;
  attentionRateLow?: number;
  attentionRateHigh?: number;
  /** Probability of a click per impression, 0-1. */
  clickProbability?: number | null;
}

export interface EffectiveCpm {
  /** Cost per thousand attentive impressions: CPM / attention rate; null when nobody attended. */
  effectiveCpm: number | null;
  /** The interval follows from the attention rate's (a higher rate gives a lower cost). */
  effectiveCpmLow: number | null;
  effectiveCpmHigh: number | null;
  attentiveImpressions: number;
  expectedClicks: number | null;
  totalCost: number;
}

function divide(cpm: number, rate: number | undefined): number | null {
  return rate !== undefined && rate > 0 ? cpm / rate : null;
}

export function effectiveCpm(input: EffectiveCpmInput): EffectiveCpm {
  const { cpm, impressions, attentionRate } = input;
  if (!(cpm >= 0) || !(impressions >= 0) || !(attentionRate >= 0 && attentionRate <= 1)) {
    throw new RangeError('cpm and impressions must be non-negative and the attention rate within 0-1');
  }
  return {
    effectiveCpm: divide(cpm, attentionRate),
    effectiveCpmLow: divide(cpm, input.attentionRateHigh),
    effectiveCpmHigh: divide(cpm, input.attentionRateLow),
    attentiveImpressions: impressions * attentionRate,
    expectedClicks:
      input.clickProbability === undefined || input.clickProbability === null
        ? null
        : impressions * input.clickProbability,
    totalCost: (cpm * impressions) / 1000,
  };
}
