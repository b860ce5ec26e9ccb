import { AGE_GROUPS, type AgeGroup, type Population } from '../projects/constants.ts';
import type { Audience } from '../projects/schemas.ts';
import { AUDIENCE_TYPES } from '../wizard/audience.ts';
import { GENDERS, type Gender } from './constants.ts';
import type { ScreenerAnswers } from './schemas.ts';

/**
 * Quotas of a project's audience (spec section 9): the sample is split into age group x gender
 * cells by the audience type's default splits, restricted to the groups and genders chosen.
 * Regions are an eligibility rule, not a quota: the panel does not publish regional population
 * shares for every country, so a respondent of a chosen region is eligible, others screen out.
 */
export interface QuotaCell {
  /** `group26_35:female` */
  cellId: string;
  ageGroup: AgeGroup;
  gender: Gender;
  /** Completes wanted in this cell. */
  target: number;
}

export interface QuotaPlan {
  population: Population;
  sampleSize: number;
  cells: QuotaCell[];
  /** Region option ids a respondent must be in; empty means any region. */
  regions: string[];
}

export type ScreenerVerdict =
  { eligible: true; cellId: string } | { eligible: false; reason: 'age' | 'gender' | 'region' };

export function cellIdOf(ageGroup: AgeGroup, gender: Gender): string {
  return `${ageGroup}:${gender}`;
}

/** `group26_35` -> [26, 35]. */
export function ageRangeOf(group: AgeGroup): [number, number] {
  const [, from = '0', to = '0'] = /^group(\d+)_(\d+)$/.exec(group) ?? [];
  return [Number(from), Number(to)];
}

export function ageGroupOf(population: Population, age: number): AgeGroup | undefined {
  return AGE_GROUPS[population].find((group) => {
    const [from, to] = ageRangeOf(group);
    return age >= from && age <= to;
  });
}

/** The quota plan of an audience. Nothing chosen on a dimension means every option of it. */
export function quotaPlan(audience: Audience, sampleSize: number): QuotaPlan {
  const population: Population = audience.population ?? 'national';
  const type = AUDIENCE_TYPES[population];
  const chosenGroups = type.ageGroups.filter((group) => audience[group] === true);
  const groups = chosenGroups.length ? chosenGroups : [...type.ageGroups];
  const chosenGenders = GENDERS.filter((gender) => audience.genre?.[gender] === true);
  const genders = chosenGenders.length ? chosenGenders : [...GENDERS];

  const ageSplit: Partial<Record<AgeGroup, number>> = type.ageSplit;
  const weights = groups.flatMap((ageGroup) =>
    genders.map((gender) => ({
      ageGroup,
      gender,
      weight: (ageSplit[ageGroup] ?? 0) * type.genderSplit[gender],
    })),
  );
  const targets = largestRemainder(
    weights.map((cell) => cell.weight),
    sampleSize,
  );
  return {
    population,
    sampleSize,
    cells: weights.map((cell, index) => ({
      cellId: cellIdOf(cell.ageGroup, cell.gender),
      ageGroup: cell.ageGroup,
      gender: cell.gender,
      target: targets[index] ?? 0,
    })),
    regions: audience.region ?? [],
  };
}

/** Where a screened respondent belongs, or why they screen out. */
export function screen(plan: QuotaPlan, answers: ScreenerAnswers): ScreenerVerdict {
  const ageGroup = ageGroupOf(plan.population, answers.age);
  const cell = plan.cells.find(
    (candidate) => candidate.ageGroup === ageGroup && candidate.gender === answers.gender,
  );
  if (!plan.cells.some((candidate) => candidate.ageGroup === ageGroup))
    return { eligible: false, reason: 'age' };
  if (!cell) return { eligible: false, reason: 'gender' };
  if (plan.regions.length && !plan.regions.includes(answers.region ?? '')) {
    return { eligible: false, reason: 'region' };
  }
  return { eligible: true, cellId: cell.cellId };
}

/**
 * Splits `total` in proportion to `weights` into integers that sum to `total` (Hamilton's
 * method: floors first, then the largest remainders get one more, ties to the earlier cell).
 */
export function largestRemainder(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (weight / sum) * total);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((acc, value) => acc + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}
