import { AGE_GROUPS, ALL_AGE_GROUPS, type AgeGroup, type Population } from '../projects/constants.ts';
import type { Audience } from '../projects/schemas.ts';

/**
 * The two audience types of spec section 9, with their age groups and default splits
 * (percentages of the sample).
 */
export const AUDIENCE_TYPES = {
  national: {
    label: 'National representative sample',
    ageGroups: AGE_GROUPS.national,
    ageSplit: { group18_25: 20, group26_35: 20, group36_45: 20, group46_55: 20, group56_75: 20 },
    genderSplit: { male: 50, female: 50 },
  },
  primary: {
    label: 'Primary grocery decision maker',
    ageGroups: AGE_GROUPS.primary,
    ageSplit: { group18_34: 35, group35_54: 45, group55_64: 20 },
    genderSplit: { male: 25, female: 75 },
  },
} as const satisfies Record<
  Population,
  {
    label: string;
    ageGroups: readonly AgeGroup[];
    ageSplit: Partial<Record<AgeGroup, number>>;
    genderSplit: { male: number; female: number };
  }
>;

export interface Region {
  id: string;
  name: string;
}
export interface Country {
  /** Two-letter code, the audience's country id. */
  code: string;
  name: string;
  /** The panel's region options; empty when the audience cannot be narrowed by region. */
  regions: readonly Region[];
}

/** Italy's regions as the spec lists them; other countries have no region options yet. */
export const COUNTRIES: readonly Country[] = [
  {
    code: 'IT',
    name: 'Italy',
    regions: [
      { id: 'north-west', name: 'North West' },
      { id: 'north-east', name: 'North East' },
      { id: 'centre', name: 'Centre' },
      { id: 'south', name: 'South' },
      { id: 'sardinia', name: 'Sardinia' },
      { id: 'other', name: 'Other' },
    ],
  },
  { code: 'GB', name: 'United Kingdom', regions: [] },
  { code: 'US', name: 'United States', regions: [] },
  { code: 'DE', name: 'Germany', regions: [] },
  { code: 'FR', name: 'France', regions: [] },
  { code: 'ES', name: 'Spain', regions: [] },
];

export function countryByCode(code: string | undefined): Country | undefined {
  return COUNTRIES.find((country) => country.code === code?.toUpperCase());
}

/** Choosing a country selects all its regions. */
export function withCountry(audience: Audience, code: string): Audience {
  const country = countryByCode(code);
  return {
    ...audience,
    country: code,
    region: country ? country.regions.map((region) => region.id) : [],
    regionsAttributeId: country?.regions.length ? `${country.code}-regions` : '',
  };
}

/** Changing the target group resets the age ranges to that group's full list. */
export function withTargetGroup(audience: Audience, population: Population): Audience {
  const selected = new Set<AgeGroup>(AGE_GROUPS[population]);
  const flags = Object.fromEntries(ALL_AGE_GROUPS.map((group) => [group, selected.has(group)])) as Record<
    AgeGroup,
    boolean
  >;
  return { ...audience, population, ...flags };
}

/** The age groups ticked in the audience, among those of its target group. */
export function selectedAgeGroups(audience: Audience): AgeGroup[] {
  const groups = AGE_GROUPS[audience.population ?? 'national'];
  return groups.filter((group) => audience[group] === true);
}

/** Italy's regions by id, for their catalogue keys (`wizard.regions.*`, `respondent.screener.regions.*`). */
export const REGION_KEYS = {
  'north-west': 'northWest',
  'north-east': 'northEast',
  centre: 'centre',
  south: 'south',
  sardinia: 'sardinia',
  other: 'other',
} as const;
export type RegionKey = (typeof REGION_KEYS)[keyof typeof REGION_KEYS];

export function regionKey(id: string): RegionKey | undefined {
  return Object.hasOwn(REGION_KEYS, id) ? REGION_KEYS[id as keyof typeof REGION_KEYS] : undefined;
}
