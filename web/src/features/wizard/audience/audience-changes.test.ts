import { describe, expect, it } from 'vitest';
import type { Audience } from '@adpulse/shared/projects/schemas';
import { withTargetGroup } from '@adpulse/shared/wizard/audience';
import {
  audienceSave,
  withChosenCountry,
  withGender,
  withRefinement,
  withRegion,
} from './audience-changes.ts';

const ITALY_REGIONS = ['north-west', 'north-east', 'centre', 'south', 'sardinia', 'other'];
const ITALIAN: Audience = withTargetGroup(
  { country: 'IT', region: ['centre', 'south'], genre: { male: false, female: true }, refineAudience: true },
  'primary',
);

describe('withChosenCountry', () => {
  it('chooses every region of the country and the survey in its language', () => {
    expect(withChosenCountry({}, 'IT')).toMatchObject({
      country: 'IT',
      region: ITALY_REGIONS,
      language: 'it',
    });
    expect(withChosenCountry(ITALIAN, 'DE')).toMatchObject({ country: 'DE', region: [], language: 'de' });
  });

  it('a country without its own language runs the survey in English', () => {
    expect(withChosenCountry({}, 'CH').language).toBe('en');
  });
});

describe('withRefinement', () => {
  it('on keeps every choice', () => {
    const off = { ...ITALIAN, refineAudience: false };
    expect(withRefinement(off, true)).toEqual({ ...ITALIAN, refineAudience: true });
  });

  it('off goes back to the default split: both genders, every age of the group, every region', () => {
    const narrowed = { ...ITALIAN, group18_34: false };
    expect(withRefinement(narrowed, false)).toEqual({
      ...withTargetGroup(ITALIAN, 'primary'),
      refineAudience: false,
      genre: { male: true, female: true },
      region: ITALY_REGIONS,
    });
  });

  it('off without a country or target group: no regions, the national group', () => {
    expect(withRefinement({ refineAudience: true }, false)).toEqual({
      ...withTargetGroup({}, 'national'),
      refineAudience: false,
      genre: { male: true, female: true },
      region: [],
    });
  });
});

describe('withRegion', () => {
  it('adds a region in the country’s order, and removes one', () => {
    expect(withRegion(ITALIAN, 'north-west', true).region).toEqual(['north-west', 'centre', 'south']);
    expect(withRegion(ITALIAN, 'centre', false).region).toEqual(['south']);
  });

  it('a region of no country is not kept', () => {
    expect(withRegion(ITALIAN, 'atlantis', true).region).toEqual(['centre', 'south']);
  });
});

describe('withGender', () => {
  it('ticks one gender and keeps the other; an absent gender counts as not chosen', () => {
    expect(withGender(ITALIAN, 'male', true).genre).toEqual({ male: true, female: true });
    expect(withGender(ITALIAN, 'female', false).genre).toEqual({ male: false, female: false });
    expect(withGender({}, 'female', true).genre).toEqual({ male: false, female: true });
  });
});

describe('audienceSave', () => {
  it('sends the project’s country with the audience only when it changed', () => {
    expect(audienceSave(ITALIAN, { ...ITALIAN, sampleSize: 300 })).toEqual({
      audience: { ...ITALIAN, sampleSize: 300 },
    });
    const german = withChosenCountry(ITALIAN, 'DE');
    expect(audienceSave(ITALIAN, german)).toEqual({ audience: german, country: 'DE' });
    expect(audienceSave(ITALIAN, { ...ITALIAN, country: undefined })).toEqual({
      audience: { ...ITALIAN, country: undefined },
      country: null,
    });
  });
});
