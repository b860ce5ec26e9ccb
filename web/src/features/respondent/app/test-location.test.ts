import { describe, expect, it } from 'vitest';
import { endOutcomeOf, testLocationOf } from './test-location.ts';

describe('the respondent app paths', () => {
  it('reads a test link and its end page', () => {
    expect(testLocationOf('/t/AbC_12-x')).toEqual({ page: 'test', testId: 'AbC_12-x' });
    expect(testLocationOf('/t/AbC_12-x/')).toEqual({ page: 'test', testId: 'AbC_12-x' });
    expect(testLocationOf('/t/AbC_12-x/end')).toEqual({ page: 'end', testId: 'AbC_12-x' });
  });

  it('refuses anything else', () => {
    for (const path of [
      '/',
      '/t',
      '/t/a b',
      '/t/x/other',
      '/t/x/end/more',
      '/en/t/x',
      `/t/${'a'.repeat(65)}`,
    ])
      expect(testLocationOf(path)).toBeNull();
  });

  it('reads the outcome of an end page, null when unknown', () => {
    expect(endOutcomeOf('?panel=direct&outcome=screenout')).toBe('screenout');
    expect(endOutcomeOf('?outcome=complete')).toBe('complete');
    expect(endOutcomeOf('?outcome=whatever')).toBeNull();
    expect(endOutcomeOf('')).toBeNull();
  });
});
