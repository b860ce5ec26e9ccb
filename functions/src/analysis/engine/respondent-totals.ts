import type { AssetData } from './prepare.ts';
import type { AssetSaliency } from './saliency/analyse.ts';

/**
 * Each respondent's sums behind the KPIs of an asset: a KPI is sum(num) / sum(den) over
 * respondents, a mean over respondent-seconds (docs/methodology.md, "KPIs"), so resampling
 * respondents only needs these totals.
 */
export interface Totals {
  num: Float64Array;
  den: Float64Array;
}

export interface RespondentTotals {
  /** Attentive bins / measured bins. */
  attention: Totals;
  /** Valence over attentive bins. */
  valence: Totals;
  /** Engagement over measured bins. */
  engagement: Totals;
  /** Gaze samples / face samples. */
  saliencyAttention: Totals;
  /** Clarity correlations over the maps the respondent counts in. */
  clarity: Totals;
  /** Cluster-move distance / gaze seconds. */
  demand: Totals;
  /** Strong evoked emotion / answered. */
  emotionScore: Totals;
}

function totals(respondents: number): Totals {
  return { num: new Float64Array(respondents), den: new Float64Array(respondents) };
}

export function respondentTotals(data: AssetData, saliency: AssetSaliency): RespondentTotals {
  const { respondents, bins } = data;
  const result: RespondentTotals = {
    attention: totals(respondents),
    valence: totals(respondents),
    engagement: totals(respondents),
    saliencyAttention: totals(respondents),
    clarity: totals(respondents),
    demand: totals(respondents),
    emotionScore: totals(respondents),
  };
  for (let r = 0; r < respondents; r++) {
    if (data.answered[r]) {
      result.emotionScore.num[r] = data.strong[r] as number;
      result.emotionScore.den[r] = 1;
    }
    if (!data.measured[r]) continue;
    const row = r * bins;
    let measured = 0;
    let attentive = 0;
    let valence = 0;
    let valenceBins = 0;
    let engagement = 0;
    let engagementBins = 0;
    let faces = 0;
    let gaze = 0;
    for (let s = 0; s < bins; s++) {
      const cell = row + s;
      if (!data.binMeasured[cell]) continue;
      measured++;
      attentive += data.binAttentive[cell] as number;
      const v = data.binValence[cell] as number;
      if (!Number.isNaN(v)) {
        valence += v;
        valenceBins++;
      }
      const e = data.binEngagement[cell] as number;
      if (!Number.isNaN(e)) {
        engagement += e;
        engagementBins++;
      }
      faces += data.binFaces[cell] as number;
      gaze += data.binGaze[cell] as number;
    }
    result.attention.num[r] = attentive;
    result.attention.den[r] = measured;
    result.valence.num[r] = valence;
    result.valence.den[r] = valenceBins;
    result.engagement.num[r] = engagement;
    result.engagement.den[r] = engagementBins;
    if (!data.gazeOk[r]) continue;
    result.saliencyAttention.num[r] = gaze;
    result.saliencyAttention.den[r] = faces;
    const slots = saliency.maps;
    for (let m = 0; m < slots; m++) {
      const slot = r * slots + m;
      const clarity = saliency.clarity[slot] as number;
      if (!Number.isNaN(clarity)) {
        result.clarity.num[r]! += clarity;
        result.clarity.den[r]! += 1;
      }
      result.demand.num[r]! += saliency.demandDistance[slot] as number;
      result.demand.den[r]! += saliency.demandTime[slot] as number;
    }
  }
  return result;
}
