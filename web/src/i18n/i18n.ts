import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@adpulse/shared/i18n/index';
import { enCore } from '@adpulse/shared/i18n/locales/en/core';
import { labelGrammar } from '@adpulse/shared/i18n/grammar';
import { withPluralForms } from '@adpulse/shared/i18n/plural-forms';

/** The catalogue groups of shared/src/i18n/locales/en.ts: core, screens, respondent. */
export type TextGroup = 'core' | 'screens' | 'respondent';
type Catalogue = Record<string, unknown>;

/**
 * English core texts ship with the app (English is the fallback of every key); every other
 * group and language is a separate chunk fetched when first needed, so the login page carries
 * only the texts it shows.
 */
const CATALOGUES: Record<Language, Record<TextGroup, () => Promise<Catalogue>>> = {
  en: {
    core: () => Promise.resolve(enCore),
    screens: () => import('@adpulse/shared/i18n/locales/en/screens').then((m) => m.enScreens),
    respondent: () => import('@adpulse/shared/i18n/locales/en/respondent').then((m) => m.enRespondent),
  },
  it: {
    core: () => import('@adpulse/shared/i18n/locales/it/core').then((m) => m.itCore),
    screens: () => import('@adpulse/shared/i18n/locales/it/screens').then((m) => m.itScreens),
    respondent: () => import('@adpulse/shared/i18n/locales/it/respondent').then((m) => m.itRespondent),
  },
  de: {
    core: () => import('@adpulse/shared/i18n/locales/de/core').then((m) => m.deCore),
    screens: () => import('@adpulse/shared/i18n/locales/de/screens').then((m) => m.deScreens),
    respondent: () => import('@adpulse/shared/i18n/locales/de/respondent').then((m) => m.deRespondent),
  },
  es: {
    core: () => import('@adpulse/shared/i18n/locales/es/core').then((m) => m.esCore),
    screens: () => import('@adpulse/shared/i18n/locales/es/screens').then((m) => m.esScreens),
    respondent: () => import('@adpulse/shared/i18n/locales/es/respondent').then((m) => m.esRespondent),
  },
  fr: {
    core: () => import('@adpulse/shared/i18n/locales/fr/core').then((m) => m.frCore),
    screens: () => import('@adpulse/shared/i18n/locales/fr/screens').then((m) => m.frScreens),
    respondent: () => import('@adpulse/shared/i18n/locales/fr/respondent').then((m) => m.frRespondent),
  },
  zh: {
    core: () => import('@adpulse/shared/i18n/locales/zh/core').then((m) => m.zhCore),
    screens: () => import('@adpulse/shared/i18n/locales/zh/screens').then((m) => m.zhScreens),
    respondent: () => import('@adpulse/shared/i18n/locales/zh/respondent').then((m) => m.zhRespondent),
  },
};

export const i18n = i18next.createInstance();

/** The groups the open screens need, in every language the user switches to. */
const wantedGroups = new Set<TextGroup>(['core']);
const loaded = new Map<string, Promise<void>>();

function loadGroup(language: Language, group: TextGroup): Promise<void> {
  const key = `${language}/${group}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = CATALOGUES[language][group]().then((texts) => {
      i18n.addResourceBundle(language, 'translation', withPluralForms(language, texts), true, false);
    });
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

async function loadWanted(language: Language): Promise<void> {
  const languages = language === FALLBACK_LANGUAGE ? [language] : [FALLBACK_LANGUAGE, language];
  await Promise.all(languages.flatMap((each) => [...wantedGroups].map((group) => loadGroup(each, group))));
}

export async function initI18n(language: Language): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: enCore } },
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  loaded.set(`${FALLBACK_LANGUAGE}/core`, Promise.resolve());
  await switchLanguage(language);
}

/**
 * Makes a group's texts available (in English and the current language) before a screen that
 * shows them renders; later language switches load it too.
 */
export async function loadTexts(group: TextGroup): Promise<void> {
  wantedGroups.add(group);
  await loadWanted(isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE);
}

/** Loads the language's texts if needed, then switches every translated component to it. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadWanted(language);
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
  // With its values: a plural text exists only as key_one/key_other, found through `count`.
  return i18n.exists(key, values as never) ? String(i18n.t(key as never, values as never)) : key;
}
