import { describe, expect, it } from 'vitest';
import { MESSAGES, SUPPORTED_LANGUAGES } from './index.ts';
import { reportedError } from './reported-error.ts';
import { translatorFor } from './translator.ts';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** An English text that puts a number before a counted noun ("{{n}} respondents", "{{used}} of {{included}} free analyses"). */
const COUNTED_NOUN =
  /\{\{\w+\}\}(?: of \{\{\w+\}\})?(?: \w+)? (respondents?|analys[ie]s|projects?|minutes?|days?|files?)\b/;

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

describe('every counted text has plural forms', () => {
  it.each(SUPPORTED_LANGUAGES)(
    '%s: a text with {{count}} is a plural form (_one/_other), never a bare key',
    (language) => {
      const bare = leaves(MESSAGES[language] as unknown as Tree)
        .filter(([key, text]) => text.includes('{{count}}') && !PLURAL_SUFFIX.test(key))
        .map(([key]) => key);
      expect(bare).toEqual([]);
    },
  );

  it.each(SUPPORTED_LANGUAGES)('%s: every plural text has both its _one and _other forms', (language) => {
    const keys = new Set(leaves(MESSAGES[language] as unknown as Tree).map(([key]) => key));
    const missing = [...keys]
      .filter((key) => PLURAL_SUFFIX.test(key))
      .map((key) => key.replace(PLURAL_SUFFIX, ''))
      .flatMap((base) => [`${base}_one`, `${base}_other`].filter((form) => !keys.has(form)));
    expect(missing).toEqual([]);
  });

  it('puts a number before a counted noun only in plural forms (English)', () => {
    const bare = leaves(MESSAGES.en as unknown as Tree)
      .filter(([key, text]) => COUNTED_NOUN.test(text) && !PLURAL_SUFFIX.test(key))
      .map(([key]) => key);
    expect(bare).toEqual([]);
  });

  it('reads "1 free analysis" and "1 respondent" where the screens count them', () => {
    const t = translatorFor('en');
    expect(t('billing.offer.freeAnalyses', { count: 1 })).toBe('1 free analysis');
    expect(t('billing.offer.freeAnalyses', { count: 3 })).toBe('3 free analyses');
    expect(t('results.live.progress', { n: '1', target: '1', count: 1 })).toBe('1 of 1 respondent so far');
    expect(translatorFor('it')('wizard.audience.respondents', { respondents: 1, count: 1 })).toBe(
      '1 rispondente',
    );
    expect(translatorFor('de')('billing.offer.freeAnalyses', { count: 1 })).toBe('1 kostenlose Analyse');
  });
});

describe('exact millions read in the language (Italian, French and Spanish have a "many" form)', () => {
  it('Italian: "1.000.000 progetti", not the English fallback', () => {
    const t = translatorFor('it');
    expect(t('results.norm.projects', { projects: '1.000.000', count: 1_000_000 })).toBe(
      '1.000.000 progetti',
    );
  });

  it.each(['it', 'fr', 'es'] as const)('%s: a million and two million read the plural form', (language) => {
    const t = translatorFor(language);
    const plural = t('results.norm.projects', { projects: 'N', count: 12 });
    expect(t('results.norm.projects', { projects: 'N', count: 1_000_000 })).toBe(plural);
    expect(t('billing.offer.freeAnalyses', { count: 2_000_000 })).toBe(
      t('billing.offer.freeAnalyses', { count: 3 }).replace('3', '2000000'),
    );
  });
});
