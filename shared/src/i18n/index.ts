import { en, type Messages } from './locales/en.ts';
import { it } from './locales/it.ts';
import { de } from './locales/de.ts';
import { es } from './locales/es.ts';
import { fr } from './locales/fr.ts';
import { zh } from './locales/zh.ts';

export type { Messages };

export const SUPPORTED_LANGUAGES = ['en', 'it', 'de', 'es', 'fr', 'zh'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Each language named in itself, as a language switcher lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  it: 'Italiano',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  zh: '中文',
};

export const MESSAGES: Record<Language, Messages> = { en, it, de, es, fr, zh };

export function isLanguage(value: string | undefined | null): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The primary subtag of a language tag, lower case: `it-IT` gives `it`, `zh_Hans` gives `zh`. */
export function primarySubtag(tag: string): string {
  return (tag.trim().split(/[-_]/)[0] ?? '').toLowerCase();
}

/**
 * The language for a list of preferences (Accept-Language, navigator.languages): the first
 * whose primary subtag we support (`it-IT` gives it), else the fallback.
 */
export function pickLanguage(preferences: readonly string[]): Language {
  for (const preference of preferences) {
    const primary = primarySubtag(preference);
    if (isLanguage(primary)) return primary;
  }
  return FALLBACK_LANGUAGE;
}

/** Parses an Accept-Language header into tags ordered by quality. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
