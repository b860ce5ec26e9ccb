import { COUNTRIES } from '@adpulse/shared/wizard/audience';
import { resolveTarget, type PanelTarget, type TargetingTable } from './targeting.ts';

/**
 * Dynata's codes for our audience (Demand API line items: `countryISOCode`, `languageISOCode`,
 * and a `quotaPlan` whose nodes are `{ attributeId, options }`). Attribute ids and options are
 * those of the Demand API's attribute list (GET /sample/v1/attributes/{country}/{language});
 * the README says which ones we could not confirm from the public documentation.
 */
export const DYNATA_ATTRIBUTES = {
  gender: '11',
  age: '13',
  /** Italy's NUTS-1 macro-areas. */
  regionIT: '61076',
} as const;

export const DYNATA_TARGETING: TargetingTable<string, string> = {
  languages: { IT: ['it'], GB: ['en'], US: ['en', 'es'], DE: ['de'], FR: ['fr'], ES: ['es'] },
  genders: { male: '1', female: '2' },
  regions: {
    IT: {
      'north-west': 'ITC',
      'north-east': 'ITH',
      centre: 'ITI',
      south: 'ITF',
      sardinia: 'ITG',
      // "Other" is the islands' remainder (Sicily): the same macro-area as Sardinia.
      other: 'ITG',
    },
  },
};

export interface DynataQuotaNode {
  attributeId: string;
  options: string[];
}

export interface DynataQuotaPlan {
  filters: DynataQuotaNode[];
  quotaGroups: { name: string; quotaCells: { quotaNodes: DynataQuotaNode[]; count: number }[] }[];
}

export interface DynataLineItemTarget {
  countryISOCode: string;
  languageISOCode: string;
  requiredCompletes: number;
  quotaPlan: DynataQuotaPlan;
}

/** Every region of the country chosen is no region filter at all. */
export function regionsToFilter(country: string, regions: readonly string[]): string[] {
  const all = COUNTRIES.find((candidate) => candidate.code === country.toUpperCase())?.regions ?? [];
  return all.length && all.every((region) => regions.includes(region.id)) ? [] : [...regions];
}

/** A line item's targeting: age x gender cells as one quota group, regions as a filter. */
export function dynataLineItemTarget(target: PanelTarget): DynataLineItemTarget {
  const plan = { ...target.plan, regions: regionsToFilter(target.country, target.plan.regions) };
  const resolved = resolveTarget('dynata', DYNATA_TARGETING, { ...target, plan });
  return {
    countryISOCode: resolved.country,
    languageISOCode: resolved.language,
    requiredCompletes: resolved.cells.reduce((sum, cell) => sum + cell.count, 0),
    quotaPlan: {
      filters: resolved.regions.length
        ? [
            {
              attributeId: DYNATA_ATTRIBUTES[`region${resolved.country}` as 'regionIT'],
              options: resolved.regions,
            },
          ]
        : [],
      quotaGroups: [
        {
          name: 'age x gender',
          quotaCells: resolved.cells.map((cell) => ({
            quotaNodes: [
              { attributeId: DYNATA_ATTRIBUTES.age, options: [`${cell.ages[0]}-${cell.ages[1]}`] },
              { attributeId: DYNATA_ATTRIBUTES.gender, options: [cell.gender] },
            ],
            count: cell.count,
          })),
        },
      ],
    },
  };
}
