import { describe, expect, it } from 'vitest';
import { reportedError } from './reported-error.ts';
import { translatorFor } from './translator.ts';

describe('counts read in the right number (i18next plural keys)', () => {
  it('says "1 minute" and "1 analysis", "2 minutes" and "2 analyses"', () => {
    const t = translatorFor('en');
    expect(reportedError('assets.duration_limit', { minutes: 1 }, 'en').message).toBe(
      'Video duration maximum 1 minute',
    );
    expect(reportedError('assets.duration_limit', { minutes: 2 }, 'en').message).toBe(
      'Video duration maximum 2 minutes',
    );
    expect(t('billing.current.periodUsed', { used: 1, count: 1 })).toBe('1 analysis used in this period.');
    expect(t('billing.current.periodUsed', { used: 3, count: 3 })).toBe('3 analyses used in this period.');
    expect(t('wizard.checkout.creditsBody', { analyses: 1, count: 1 })).toBe(
      'This project uses 1 analysis of your plan.',
    );
    expect(t('results.norm.projects', { projects: '1', count: 1 })).toBe('1 project');
    expect(t('results.facts.respondents', { n: '1', count: 1 })).toBe('1 respondent');
  });

  it('uses the singular in Italian too: "1 progetto", "1 rispondente", "1 minuto"', () => {
    const t = translatorFor('it');
    expect(t('results.norm.projects', { projects: '1', count: 1 })).toBe('1 progetto');
    expect(t('results.norm.projects', { projects: '12', count: 12 })).toBe('12 progetti');
    expect(t('results.facts.respondents', { n: '1', count: 1 })).toBe('1 rispondente');
    expect(reportedError('assets.duration_limit', { minutes: 1 }, 'it').message).toContain('1 minuto.');
  });
});
