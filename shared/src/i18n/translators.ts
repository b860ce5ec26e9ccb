import i18next, { type TFunction } from 'i18next';
import { FALLBACK_LANGUAGE, type Language } from './index.ts';
import { withPluralForms } from './plural-forms.ts';

/**
 * Translate functions over one catalogue per language (plural forms filled in), built on first
 * use rather than when the module loads: a Lambda that never renders a text never pays for it.
 */
export function translatorsOf(catalogue: () => Record<Language, object>): (language: Language) => TFunction {
  let get: ((language: Language) => TFunction) | undefined;
  const build = () => {
    const resources = Object.fromEntries(
      Object.entries(catalogue()).map(([language, messages]) => [
        language,
        { translation: withPluralForms(language, messages as Record<string, unknown>) },
      ]),
    );
    const instance = i18next.createInstance();
    void instance.init({
      resources,
      fallbackLng: FALLBACK_LANGUAGE,
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    return (language: Language) => instance.getFixedT(language);
  };
  return (language) => (get ??= build())(language);
}
