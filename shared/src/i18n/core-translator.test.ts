import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, errorTextValues } from '../contracts/errors.ts';
import { coreTranslatorFor } from './core-translator.ts';
import { MESSAGES, SUPPORTED_LANGUAGES } from './index.ts';
import { enCore } from './locales/en/core.ts';
import { translatorFor } from './translator.ts';

/** Params that fill every placeholder an error text may have (the values do not matter here). */
const PARAMS = { count: 3, minutes: 2, provider: 'dynata', field: 'Email', max: 5, min: 1, seconds: 30 };

describe('the core texts an API error body is made from', () => {
  it('say, in every language, what the whole catalogue says, for every error code and field problem', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const core = coreTranslatorFor(language);
      const full = translatorFor(language);
      for (const code of ERROR_CODES) {
        const key = ERRORS[code].message;
        const values = errorTextValues(code, PARAMS);
        const text = core(key, values);
        expect(text, `${language} ${code}`).not.toBe(key);
        expect(text, `${language} ${code}`).toBe(full(key, values));
      }
      for (const problem of Object.keys(enCore.validation)) {
        for (const field of Object.keys(enCore.fields)) {
          const values = { ...PARAMS, field: full(`fields.${field}`) };
          expect(core(`validation.${problem}`, values)).toBe(full(`validation.${problem}`, values));
          expect(core(`fields.${field}`)).toBe(full(`fields.${field}`));
        }
      }
    }
  });

  it('leave the screens out: a screen key is not a core text', () => {
    expect(Object.keys(MESSAGES.en).length).toBeGreaterThan(Object.keys(enCore).length);
    expect(coreTranslatorFor('en')('results.heatmap.heatmap')).toBe('results.heatmap.heatmap');
    expect(translatorFor('en')('results.heatmap.heatmap')).not.toBe('results.heatmap.heatmap');
  });
});
