import {
  PACKAGES,
  SAMPLE_SIZES,
  type ProjectType,
  type SampleSize,
} from '@adpulse/shared/projects/constants';
import type { Audience } from '@adpulse/shared/projects/schemas';
import { withTargetGroup } from '@adpulse/shared/wizard/audience';

/** Brand categories offered (the spec's category list call is stubbed empty: this is the list). */
export const BRAND_CATEGORIES = [
  'food',
  'beverages',
  'personalCare',
  'household',
  'health',
  'fashion',
  'automotive',
  'finance',
  'telecom',
  'technology',
  'retail',
  'travel',
  'entertainment',
  'other',
] as const;
export type BrandCategory = (typeof BRAND_CATEGORIES)[number];

export function isBrandCategory(value: string | undefined): value is BrandCategory {
  return (BRAND_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** Languages a survey can run in, as BCP 47 codes. */
export const SURVEY_LANGUAGES = ['it', 'en', 'de', 'fr', 'es', 'zh'] as const;

/** The survey language a country starts with. */
const COUNTRY_LANGUAGE: Record<string, (typeof SURVEY_LANGUAGES)[number]> = {
  IT: 'it',
  GB: 'en',
  US: 'en',
  DE: 'de',
  FR: 'fr',
  ES: 'es',
};

export function languageOfCountry(code: string): string {
  return COUNTRY_LANGUAGE[code.toUpperCase()] ?? 'en';
}

export { REGION_KEYS, regionKey, type RegionKey } from '@adpulse/shared/wizard/audience';

export function defaultSampleSize(type: ProjectType): SampleSize {
  return type === 'predict' ? 150 : PACKAGES[type].respondents;
}

export function isSampleSize(value: number): value is SampleSize {
  return (SAMPLE_SIZES as readonly number[]).includes(value);
}

/**
 * What a new audience starts from: a national sample with all its age groups (its default
 * split), both genders, the package's respondents and the project's viewer as channel.
 * Saved values win; nothing is saved until the user changes something.
 */
export function startingAudience(saved: Audience, type: ProjectType, viewer: string): Audience {
  const base: Audience = {
    genre: { male: true, female: true },
    refineAudience: false,
    sampleSize: defaultSampleSize(type),
    channel: viewer,
    region: [],
  };
  return saved.population ? { ...base, ...saved } : withTargetGroup({ ...base, ...saved }, 'national');
}
