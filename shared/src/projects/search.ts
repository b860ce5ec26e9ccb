/**
 * Search by a word of a project's name: names and queries are cut into words the same way,
 * case- and accent-insensitively, and a query matches when each of its words starts a word of
 * the name ("coca" finds "Coca-Cola Summer"; "été" and "ETE" find "Été 2026").
 */

/** At most this many distinct words of a name are indexed (bounds the index items per project). */
export const MAX_NAME_WORDS = 20;
/** Words are indexed up to this length; longer words are found by their first characters. */
export const MAX_WORD_LENGTH = 40;

export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

function words(text: string): string[] {
  return normaliseText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** The distinct words of a name, in order of appearance, at most MAX_NAME_WORDS. */
export function nameWords(name: string): string[] {
  return [...new Set(words(name))].slice(0, MAX_NAME_WORDS);
}

/** The words of a search text; the longest first, as it narrows the index range most. */
export function queryWords(search: string): string[] {
  return [...new Set(words(search))].sort((a, b) => b.length - a.length || a.localeCompare(b));
}

/** True when every query word is the start of some word of the name. */
export function matchesQuery(nameWordList: readonly string[], query: readonly string[]): boolean {
  return query.every((part) => nameWordList.some((word) => word.startsWith(part)));
}
