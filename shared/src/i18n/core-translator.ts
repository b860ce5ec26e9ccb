import type { TFunction } from 'i18next';
import type { Language } from './index.ts';
import { deCore } from './locales/de/core.ts';
import { enCore } from './locales/en/core.ts';
import { esCore } from './locales/es/core.ts';
import { frCore } from './locales/fr/core.ts';
import { itCore } from './locales/it/core.ts';
import { zhCore } from './locales/zh/core.ts';
import { translatorsOf } from './translators.ts';

/**
 * A translate function over each language's core texts only (errors, validation, field labels,
 * the frame): what an API error body says. Every API function renders error bodies; importing
 * this instead of `translator.ts` keeps the screens' and respondents' texts out of their bundles.
 */
export const coreTranslatorFor: (language: Language) => TFunction = translatorsOf(() => ({
  en: enCore,
  it: itCore,
  de: deCore,
  es: esCore,
  fr: frCore,
  zh: zhCore,
}));
