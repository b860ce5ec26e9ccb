import { en, type Messages } from './locales/en.ts';
import { it } from './locales/it.ts';

export type { Messages };

export const SUPPORTED_LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export const MESSAGES: Record<Language, Messages> = { en, it };

export function isLanguage(value: string | undefined | null): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '');
}

/**
 * The language for a list of preferences (Accept-Language, navigator.languages): the first
 * whose primary subtag we support (`it-IT` gives it), else the fallback.
 */
export function pickLanguage(preferences: readonly string[]): Language {
  for (const preference of preferences) {
    const primary = preference.trim().slice(0, 2).toLowerCase();
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
