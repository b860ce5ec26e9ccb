import { describe, expect, it } from 'vitest';
import { quotaPlan } from '@adpulse/shared/fieldwork/index';
import { ALL_AGE_GROUPS, POPULATIONS } from '@adpulse/shared/projects/constants';
import { COUNTRIES } from '@adpulse/shared/wizard/audience';
import { DYNATA_ATTRIBUTES, DYNATA_TARGETING, dynataLineItemTarget } from './dynata-targeting.ts';
import { PanelError } from './panel-error.ts';
import {
  PURE_SPECTRUM_QUALIFICATIONS,
  PURE_SPECTRUM_TARGETING,
  pureSpectrumTarget,
} from './pure-spectrum-targeting.ts';
import type { TargetingTable } from './targeting.ts';

const TABLES: [string, TargetingTable<string, string>][] = [
  ['dynata', DYNATA_TARGETING],
  ['pure-spectrum', PURE_SPECTRUM_TARGETING],
];

describe.each(TABLES)('the %s targeting table', (_provider, table) => {
  it('fields every country the wizard offers, and each region of it', () => {
    for (const country of COUNTRIES) {
      expect(table.languages[country.code], country.code).toBeDefined();
      for (const region of country.regions)
        expect(table.regions[country.code]?.[region.id], region.id).toBeDefined();
    }
  });

  it('has a distinct code for each gender', () => {
    expect(new Set(Object.values(table.genders)).size).toBe(2);
  });
});

const plan = (audience: Record<string, unknown>, size = 150) => quotaPlan(audience, size);

describe('Dynata line item targeting', () => {
  it('maps every age group of both populations to an age range and keeps the completes', () => {
    for (const population of POPULATIONS) {
      const target = dynataLineItemTarget({ country: 'DE', plan: plan({ population }) });
      expect(target).toMatchObject({ countryISOCode: 'DE', languageISOCode: 'de', requiredCompletes: 150 });
      const cells = target.quotaPlan.quotaGroups[0]!.quotaCells;
      expect(cells.reduce((sum, cell) => sum + cell.count, 0)).toBe(150);
      for (const cell of cells) {
        const [age, gender] = cell.quotaNodes;
        expect(age).toMatchObject({ attributeId: DYNATA_ATTRIBUTES.age });
        expect(age!.options[0]).toMatch(/^\d{2}-\d{2}$/);
        expect(gender!.attributeId).toBe(DYNATA_ATTRIBUTES.gender);
      }
    }
    expect(ALL_AGE_GROUPS.length).toBe(8);
  });

  it('filters by region only when the audience leaves some out, with macro-area codes', () => {
    const all = COUNTRIES.find((country) => country.code === 'IT')!.regions.map((region) => region.id);
    expect(dynataLineItemTarget({ country: 'IT', plan: plan({ region: all }) }).quotaPlan.filters).toEqual(
      [],
    );
    expect(
      dynataLineItemTarget({ country: 'it', plan: plan({ region: ['sardinia', 'other'] }) }).quotaPlan
        .filters,
    ).toEqual([{ attributeId: DYNATA_ATTRIBUTES.regionIT, options: ['ITG'] }]);
  });

  it('takes the audience language where the country fields it, and refuses one it does not', () => {
    expect(dynataLineItemTarget({ country: 'US', language: 'es', plan: plan({}) }).languageISOCode).toBe(
      'es',
    );
    expect(() => dynataLineItemTarget({ country: 'IT', language: 'zh', plan: plan({}) })).toThrow(PanelError);
    expect(() => dynataLineItemTarget({ country: 'BR', plan: plan({}) })).toThrow(
      /country BR is not fielded/,
    );
  });
});

describe('PureSpectrum survey targeting', () => {
  it('names the localization as PureSpectrum does (en_UK), one quota per cell with gender and age criteria', () => {
    const target = pureSpectrumTarget({ country: 'GB', plan: plan({ genre: { male: true } }, 50) });
    expect(target.survey_localization).toBe('en_UK');
    expect(target.completes_required).toBe(50);
    expect(target.quotas.map((quota) => quota.buyer_quota_id)).toEqual([
      'group18_25:male',
      'group26_35:male',
      'group36_45:male',
      'group46_55:male',
      'group56_75:male',
    ]);
    expect(target.quotas[0]!.criteria).toEqual([
      { qualification_code: PURE_SPECTRUM_QUALIFICATIONS.gender, condition_codes: ['111'] },
      {
        qualification_code: PURE_SPECTRUM_QUALIFICATIONS.age,
        range_sets: [{ from: 18, to: 25, units: 311 }],
      },
    ]);
  });

  it('refuses a region it holds no code for, before any call', () => {
    expect(() => pureSpectrumTarget({ country: 'IT', plan: plan({ region: ['atlantis'] }) })).toThrow(
      /region atlantis of IT has no code/,
    );
  });
});
