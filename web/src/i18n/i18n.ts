import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language, type Messages } from '@adpulse/shared';
import { en } from '@adpulse/shared/i18n/locales/en';
import { labelGrammar } from '@adpulse/shared/i18n/grammar';

/**
 * English ships with the app (it is the fallback of every key); the other catalogues are
 * separate chunks fetched when their language is first used, so the login page stays small.
 */
const CATALOGUES: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  it: () => import('@adpulse/shared/i18n/locales/it').then((m) => m.it),
  de: () => import('@adpulse/shared/i18n/locales/de').then((m) => m.de),
  es: () => import('@adpulse/shared/i18n/locales/es').then((m) => m.es),
  fr: () => import('@adpulse/shared/i18n/locales/fr').then((m) => m.fr),
  zh: () => import('@adpulse/shared/i18n/locales/zh').then((m) => m.zh),
};

export const i18n = i18next.createInstance();

export async function initI18n(language: Language): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await switchLanguage(language);
}

async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await CATALOGUES[language]());
}

/** Loads the language's texts if needed, then switches every translated component to it. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * A validation message naming a field: `messageKey` filled with the label of `labelKey`, in the
 * form that agrees with that label's gender and number ("Città è obbligatoria"). A message that
 * is no catalogue key (already translated by the API) passes through unchanged.
 */
export function fieldMessage(
  messageKey: string,
  labelKey: string,
  values: Record<string, string | number> = {},
): string {
  const context = labelGrammar(i18n.language, labelKey);
  return translateKey(messageKey, {
    ...values,
    field: translateKey(labelKey, values),
    ...(context ? { context } : {}),
  });
}

/** Translates a catalogue key that arrives at run time (a zod issue, an API error key). */
export function translateKey(key: string, values?: Record<string, string | number>): string {
  return i18n.exists(key) ? String(i18n.t(key as never, values as never)) : key;
}
