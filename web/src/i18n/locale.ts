import { FALLBACK_LANGUAGE, isLanguage, primarySubtag, type Language } from '@adpulse/shared';

/**
 * The current locale: the language the user chose (kept in the store), else the browser's
 * first language whose primary subtag we support (it-CH gives it), else English.
 */
export function resolveCurrentLocale(
  storedChoice: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(storedChoice)) return storedChoice;
  for (const tag of browserLanguages) {
    const primary = primarySubtag(tag);
    if (isLanguage(primary)) return primary;
  }
  return FALLBACK_LANGUAGE;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
