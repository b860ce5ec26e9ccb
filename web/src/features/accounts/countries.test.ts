import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@adpulse/shared/wizard/audience';
import { countryOptions } from './countries.ts';

describe('country options', () => {
  it('lists every country of the shared list once, by two-letter code', () => {
    const codes = countryOptions('en').map((option) => option.code);
    expect([...codes].sort()).toEqual(COUNTRIES.map((country) => country.code).sort());
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('names the countries in the interface language, sorted by name', () => {
    const italian = countryOptions('it');
    expect(italian.find((option) => option.code === 'DE')?.name).toBe('Germania');
    const names = italian.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')));
    expect(countryOptions('en').find((option) => option.code === 'IT')?.name).toBe('Italy');
  });
});
