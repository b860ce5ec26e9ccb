import { resolveTarget, type PanelTarget, type TargetingTable } from './targeting.ts';
import { regionsToFilter } from './dynata-targeting.ts';

/**
 * PureSpectrum's codes for our audience (Buy API: `survey_localization`, and quotas whose
 * `criteria` are `{ qualification_code, condition_codes | range_sets }`): gender 211 (111 male,
 * 112 female), age 212 as a range in years (units 311). Region qualification and condition
 * codes come from the account's qualification list; the README says which ones we could not
 * confirm from the public documentation.
 */
export const PURE_SPECTRUM_QUALIFICATIONS = {
  gender: 211,
  age: 212,
  ageUnitsYears: 311,
  regionIT: 229,
} as const;

export const PURE_SPECTRUM_TARGETING: TargetingTable<string, string> = {
  languages: { IT: ['it'], GB: ['en'], US: ['en', 'es'], DE: ['de'], FR: ['fr'], ES: ['es'] },
  genders: { male: '111', female: '112' },
  regions: {
    IT: {
      'north-west': '1',
      'north-east': '2',
      centre: '3',
      south: '4',
      sardinia: '5',
      other: '6',
    },
  },
};

/** PureSpectrum names the United Kingdom `UK` in its localizations (`en_UK`). */
const LOCALIZATION_COUNTRY: Readonly<Record<string, string>> = { GB: 'UK' };

export type PureSpectrumCriterion =
  | { qualification_code: number; condition_codes: string[] }
  | { qualification_code: number; range_sets: { from: number; to: number; units: number }[] };

export interface PureSpectrumQuota {
  buyer_quota_id: string;
  required_count: number;
  criteria: PureSpectrumCriterion[];
}

export interface PureSpectrumTarget {
  survey_localization: string;
  completes_required: number;
  qualifications: PureSpectrumCriterion[];
  quotas: PureSpectrumQuota[];
}

/** The survey's targeting: one quota per age x gender cell, regions as a qualification. */
export function pureSpectrumTarget(target: PanelTarget): PureSpectrumTarget {
  const plan = { ...target.plan, regions: regionsToFilter(target.country, target.plan.regions) };
  const resolved = resolveTarget('pure-spectrum', PURE_SPECTRUM_TARGETING, { ...target, plan });
  const { gender, age, ageUnitsYears } = PURE_SPECTRUM_QUALIFICATIONS;
  return {
    survey_localization: `${resolved.language}_${LOCALIZATION_COUNTRY[resolved.country] ?? resolved.country}`,
    completes_required: resolved.cells.reduce((sum, cell) => sum + cell.count, 0),
    qualifications: resolved.regions.length
      ? [
          {
            qualification_code: PURE_SPECTRUM_QUALIFICATIONS[`region${resolved.country}` as 'regionIT'],
            condition_codes: resolved.regions,
          },
        ]
      : [],
    quotas: resolved.cells.map((cell) => ({
      buyer_quota_id: cell.cellId,
      required_count: cell.count,
      criteria: [
        { qualification_code: gender, condition_codes: [cell.gender] },
        {
          qualification_code: age,
          range_sets: [{ from: cell.ages[0], to: cell.ages[1], units: ageUnitsYears }],
        },
      ],
    })),
  };
}
