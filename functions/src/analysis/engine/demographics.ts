import {
  SURVEY_MIN_ANSWERS,
  type DemographicCell,
  type DemographicCuts,
} from '@adpulse/shared/analysis/index';
import { AGE_GROUPS, type Population } from '@adpulse/shared/projects/index';
import { kpis } from './kpis.ts';
import type { AssetData } from './prepare.ts';
import type { RespondentTotals } from './respondent-totals.ts';
import type { BootstrapWeights } from './stats/bootstrap.ts';

/** The age group id (spec section 3's flags) of an age, for the audience's population. */
export function ageGroupOf(age: number, population: Population): string | null {
  for (const group of AGE_GROUPS[population]) {
    const [from, to] = group.replace('group', '').split('_').map(Number) as [number, number];
    if (age >= from && age <= to) return group;
  }
  return null;
}

function cell(
  key: string,
  members: Uint8Array,
  data: AssetData,
  totals: RespondentTotals,
  boot: BootstrapWeights,
): DemographicCell {
  let n = 0;
  let measured = 0;
  for (let r = 0; r < data.respondents; r++) {
    if (!members[r]) continue;
    n++;
    measured += data.measured[r] as number;
  }
  const set = kpis(totals, boot, members, false);
  return {
    key,
    n,
    measured,
    notSignificant: n < SURVEY_MIN_ANSWERS,
    attention: set.attention,
    valence_kpi: set.valenceKpi,
    engagement_kpi: set.engagementKpi,
    emotion_score_kpi: set.emotionScore,
    globalIndex: set.globalIndex,
  };
}

function cuts(
  keys: (string | null)[],
  order: readonly string[],
  data: AssetData,
  totals: RespondentTotals,
  boot: BootstrapWeights,
): DemographicCell[] {
  const present = [...new Set(keys.filter((key): key is string => key !== null))].sort(
    (a, b) => (order.indexOf(a) + 1 || Infinity) - (order.indexOf(b) + 1 || Infinity) || a.localeCompare(b),
  );
  return present.map((key) => {
    const members = Uint8Array.from(keys, (value) => (value === key ? 1 : 0));
    return cell(key, members, data, totals, boot);
  });
}

/** Key metrics by gender, age group and region, with the count behind each cell. */
export function demographicCuts(
  data: AssetData,
  totals: RespondentTotals,
  boot: BootstrapWeights,
  population: Population,
): DemographicCuts {
  const genders = data.sessions.map((session) => session.screener.gender);
  const ages = data.sessions.map((session) => ageGroupOf(session.screener.age, population));
  const regions = data.sessions.map((session) => session.screener.region ?? null);
  return {
    gender: cuts(genders, ['male', 'female'], data, totals, boot),
    age: cuts(ages, AGE_GROUPS[population], data, totals, boot),
    region: cuts(regions, [], data, totals, boot),
  };
}
