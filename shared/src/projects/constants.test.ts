import { describe, expect, it } from 'vitest';
import {
  ACTIVE_PAGE_SIZE,
  AGE_GROUPS,
  CLOSED_PAGE_SIZE,
  DEFAULT_PANEL_PROVIDER,
  PACKAGES,
  PANEL_PROVIDERS,
  PREDICT_REQUIRED_RESPONDENTS,
  PROJECT_STATUSES,
  SAMPLE_SIZES,
  SEARCH_DEFAULT_LIMIT,
  VIEWERS,
  offersProduct,
  productsFor,
} from './constants.ts';

describe('business constants of spec section 9', () => {
  it('has the package defaults', () => {
    expect(PACKAGES.discover).toMatchObject({ videos: 1, maxMinutes: 1, respondents: 150, price: 1000 });
    expect(PACKAGES.abtest).toMatchObject({ videos: 2, maxMinutes: 2, respondents: 150, price: 1900 });
    expect(PACKAGES.sequential).toMatchObject({ videos: 2, maxMinutes: 2, respondents: 150, price: 1900 });
    expect(PACKAGES.custom).toMatchObject({ videos: null, maxMinutes: 2, respondents: 150, price: 0 });
    expect(PACKAGES.researchonly).toMatchObject({ videos: 0, respondents: 150, quoted: true });
  });

  it('has the respondent options, predict respondents, providers and viewers', () => {
    expect(SAMPLE_SIZES).toEqual([50, 150, 300]);
    expect(PREDICT_REQUIRED_RESPONDENTS).toBe(75);
    expect(PANEL_PROVIDERS).toEqual(['dynata', 'pure-spectrum']);
    expect(DEFAULT_PANEL_PROVIDER).toBe('dynata');
    expect(VIEWERS).toEqual(['tv', 'facebook', 'instagram', 'tiktok', 'youtube']);
  });

  it('has the page sizes, statuses in group order and age groups per population', () => {
    expect([CLOSED_PAGE_SIZE, ACTIVE_PAGE_SIZE, SEARCH_DEFAULT_LIMIT]).toEqual([30, 10, 10]);
    expect(PROJECT_STATUSES).toEqual(['pending', 'active', 'closed']);
    expect(AGE_GROUPS.national).toEqual([
      'group18_25',
      'group26_35',
      'group36_45',
      'group46_55',
      'group56_75',
    ]);
    expect(AGE_GROUPS.primary).toEqual(['group18_34', 'group35_54', 'group55_64']);
  });
});

describe('products by client type', () => {
  it('offers the contract products (custom, researchonly) to custom clients only', () => {
    expect(productsFor('regular')).toEqual(['discover', 'abtest', 'sequential']);
    expect(productsFor('custom')).toEqual(['discover', 'abtest', 'sequential', 'custom', 'researchonly']);
    expect(offersProduct('regular', 'predict')).toBe(true);
    expect(offersProduct('regular', 'custom')).toBe(false);
    expect(offersProduct('custom', 'researchonly')).toBe(true);
  });
});
