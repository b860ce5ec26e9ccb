import { describe, expect, it } from 'vitest';
import type { ScreenerOptions } from '../../../../../shared/src/fieldwork/index.ts';
import { screenerFormSchema } from './screener-form.ts';

const withRegions: ScreenerOptions = {
  minAge: 18,
  maxAge: 65,
  genders: ['female', 'male'],
  regions: [
    { id: 'north', name: 'Nord' },
    { id: 'south', name: 'Sud' },
  ],
};

const issues = (options: ScreenerOptions, values: { age: string; gender: string; region: string }) => {
  const result = screenerFormSchema(options).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('screenerFormSchema', () => {
  it('turns valid answers into the contract answers, with the region when the audience has regions', () => {
    expect(screenerFormSchema(withRegions).parse({ age: ' 34 ', gender: 'female', region: 'south' })).toEqual(
      {
        age: 34,
        gender: 'female',
        region: 'south',
      },
    );
    const noRegions = { ...withRegions, regions: [] };
    expect(screenerFormSchema(noRegions).parse({ age: '70', gender: 'male', region: '' })).toEqual({
      age: 70,
      gender: 'male',
    });
  });

  it('asks for each missing answer by its field', () => {
    expect(issues(withRegions, { age: '', gender: '', region: '' })).toEqual({
      age: 'validation.required',
      gender: 'validation.required',
      region: 'validation.required',
    });
  });

  it('refuses an age that is not whole years or out of any plausible range, and a gender the test does not ask for', () => {
    expect(issues(withRegions, { age: '3x', gender: 'male', region: 'north' })).toEqual({
      age: 'validation.integer',
    });
    expect(issues(withRegions, { age: '999', gender: 'male', region: 'north' })).toEqual({
      age: 'validation.invalid',
    });
    expect(
      issues({ ...withRegions, genders: ['female'] }, { age: '30', gender: 'male', region: 'north' }),
    ).toEqual({ gender: 'validation.required' });
  });

  it('lets an age outside the audience through: the server screens the respondent out', () => {
    expect(screenerFormSchema(withRegions).parse({ age: '16', gender: 'male', region: 'north' }).age).toBe(
      16,
    );
  });
});
