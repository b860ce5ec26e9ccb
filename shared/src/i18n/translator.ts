import i18next, { type TFunction } from 'i18next';
import { MESSAGES, type Language, FALLBACK_LANGUAGE } from './index.ts';
import { withPluralForms } from './plural-forms.ts';

const resources = Object.fromEntries(
  Object.entries(MESSAGES).map(([language, messages]) => [
    language,
    { translation: withPluralForms(language, messages) },
  ]),
);

const instance = i18next.createInstance();
void instance.init({
  resources,
  fallbackLng: FALLBACK_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** A translate function for one language, over the shared message catalogue. */
export function translatorFor(language: Language): TFunction {
  return instance.getFixedT(language);
}
