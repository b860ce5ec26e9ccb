import type { TFunction } from 'i18next';
import { MESSAGES, type Language } from './index.ts';
import { translatorsOf } from './translators.ts';

/**
 * A translate function for one language, over the whole shared message catalogue: for what
 * renders texts (e-mails, the PDF and the office files). An error body needs only the core texts
 * (`core-translator.ts`), so the bundles of the functions that render nothing else leave the
 * rest out.
 */
export const translatorFor: (language: Language) => TFunction = translatorsOf(() => MESSAGES);
