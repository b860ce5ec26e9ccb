import type { Population } from '@adpulse/shared/projects/constants';
import type { Audience, UpdateProjectRequest } from '@adpulse/shared/projects/schemas';
import { countryByCode, withCountry, withTargetGroup } from '@adpulse/shared/wizard/audience';
import { languageOfCountry } from './audience-options.ts';

/** A new country: its regions all chosen, the survey in its language. */
export function withChosenCountry(audience: Audience, code: string): Audience {
  return { ...withCountry(audience, code), language: languageOfCountry(code) };
}

/**
 * Refinement on keeps the choices; off goes back to the default split of the target group:
 * both genders, all its ages, every region of the country.
 */
export function withRefinement(audience: Audience, on: boolean): Audience {
  if (on) return { ...audience, refineAudience: true };
  const country = countryByCode(audience.country);
  return {
    ...withTargetGroup(audience, audience.population ?? ('national' satisfies Population)),
    refineAudience: false,
    genre: { male: true, female: true },
    region: country ? country.regions.map((region) => region.id) : [],
  };
}

/** A region ticked or not; the regions stay in the country's order. */
export function withRegion(audience: Audience, regionId: string, checked: boolean): Audience {
  const chosen = new Set(audience.region ?? []);
  if (checked) chosen.add(regionId);
  else chosen.delete(regionId);
  const regions = countryByCode(audience.country)?.regions ?? [];
  return { ...audience, region: regions.map((region) => region.id).filter((id) => chosen.has(id)) };
}

/** A gender ticked or not; the other one kept as it was (absent counts as not chosen). */
export function withGender(audience: Audience, gender: 'female' | 'male', checked: boolean): Audience {
  return {
    ...audience,
    genre: {
      male: audience.genre?.male === true,
      female: audience.genre?.female === true,
      [gender]: checked,
    },
  };
}

/** The PATCH of an audience change: the project's own country goes with it when it changed. */
export function audienceSave(before: Audience, after: Audience): UpdateProjectRequest {
  return after.country !== before.country
    ? { audience: after, country: after.country ?? null }
    : { audience: after };
}
