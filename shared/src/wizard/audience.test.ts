import { describe, expect, it } from 'vitest';
import { AUDIENCE_TYPES, COUNTRIES, selectedAgeGroups, withCountry, withTargetGroup } from './audience.ts';

describe('audience types (spec section 9)', () => {
  it('national: five age groups at 20% each, gender 50/50', () => {
    expect(AUDIENCE_TYPES.national.ageGroups).toEqual([
      'group18_25',
      'group26_35',
      'group36_45',
      'group46_55',
      'group56_75',
    ]);
    expect(Object.values(AUDIENCE_TYPES.national.ageSplit)).toEqual([20, 20, 20, 20, 20]);
    expect(AUDIENCE_TYPES.national.genderSplit).toEqual({ male: 50, female: 50 });
  });

  it('primary grocery decision maker: 18-34 35%, 35-54 45%, 55-64 20%, 75% female', () => {
    expect(AUDIENCE_TYPES.primary.ageSplit).toEqual({ group18_34: 35, group35_54: 45, group55_64: 20 });
    expect(AUDIENCE_TYPES.primary.genderSplit).toEqual({ male: 25, female: 75 });
  });

  it('every split sums to 100', () => {
    for (const type of Object.values(AUDIENCE_TYPES)) {
      expect(Object.values(type.ageSplit).reduce((a, b) => a + b, 0)).toBe(100);
      expect(type.genderSplit.male + type.genderSplit.female).toBe(100);
    }
  });
});

describe('changing the target group', () => {
  it('resets the age ranges to the full list of the new group', () => {
    const before = { population: 'national' as const, group18_25: true, group26_35: false, category: 'food' };
    const after = withTargetGroup(before, 'primary');
    expect(after).toMatchObject({
      population: 'primary',
      category: 'food',
      group18_34: true,
      group35_54: true,
      group55_64: true,
      group18_25: false,
      group26_35: false,
    });
    expect(selectedAgeGroups(after)).toEqual(['group18_34', 'group35_54', 'group55_64']);
    expect(selectedAgeGroups(withTargetGroup(after, 'national'))).toHaveLength(5);
  });
});

describe('choosing a country', () => {
  it('selects all its regions (Italy: the six of the spec)', () => {
    const audience = withCountry({ region: ['old'] }, 'IT');
    expect(audience.country).toBe('IT');
    expect(audience.region).toEqual(['north-west', 'north-east', 'centre', 'south', 'sardinia', 'other']);
    expect(COUNTRIES.find((c) => c.code === 'IT')?.regions.map((r) => r.name)).toEqual([
      'North West',
      'North East',
      'Centre',
      'South',
      'Sardinia',
      'Other',
    ]);
  });

  it('clears the regions of the previous country when the new one has none', () => {
    expect(withCountry(withCountry({}, 'IT'), 'DE').region).toEqual([]);
  });
});
