import { COUNTRIES } from '@adpulse/shared/wizard/audience';

export interface CountryOption {
  code: string;
  name: string;
}

/** The country list (name and two-letter code) with names in the interface language, sorted by them. */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    // An engine without region names: the list's English names are used.
  }
  const collator = new Intl.Collator(language);
  return COUNTRIES.map((country) => ({
    code: country.code,
    name: names?.of(country.code) ?? country.name,
  })).sort((a, b) => collator.compare(a.name, b.name));
}
