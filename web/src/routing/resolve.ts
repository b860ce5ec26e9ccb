import { isLanguage, type Language } from '@adpulse/shared';
import { isAppPath } from './route-table.ts';

export type Resolution =
  | { kind: 'redirect'; to: string }
  | { kind: 'screen'; lang: Language }
  | { kind: 'not-found'; lang: Language };

/**
 * A first segment that is a language tag we don't support (pt, en-US, zh-Hant-TW, es-419), as
 * opposed to a page name: language, then optional script and region subtags only.
 */
const LANGUAGE_TAG = /^[a-z]{2}(?:[-_][a-z]{4})?(?:[-_](?:[a-z]{2}|\d{3}))?$/i;

/**
 * The routing rules of spec section 2: the root goes to the current locale; an unsupported lang
 * is replaced by it (the rest of the path kept); a first segment that is no locale gets the
 * locale in front; under a locale, a path that is no screen is page-not-found (then Dashboard).
 */
export function resolveLocation(
  location: { pathname: string; search?: string; hash?: string },
  currentLocale: Language,
): Resolution {
  const segments = location.pathname.split('/').filter(Boolean);
  const tail = `${location.search ?? ''}${location.hash ?? ''}`;
  const [first, ...rest] = segments;
  if (first === undefined) return { kind: 'redirect', to: `/${currentLocale}${tail}` };
  if (isLanguage(first)) {
    return isAppPath(rest.join('/')) ? { kind: 'screen', lang: first } : { kind: 'not-found', lang: first };
  }
  const keep = LANGUAGE_TAG.test(first) ? rest : segments;
  const path = keep.length ? `/${keep.join('/')}` : '';
  return { kind: 'redirect', to: `/${currentLocale}${path}${tail}` };
}

/** The same path in another language: only the /{lang} segment changes. */
export function withLanguage(pathname: string, language: Language): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length && isLanguage(segments[0])) segments[0] = language;
  else segments.unshift(language);
  return `/${segments.join('/')}`;
}

/** A redirect target from the query string, only if it is a path of this app (never another origin). */
export function safeRedirect(value: string | null, language: Language): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const url = new URL(value, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid') return null;
  const resolution = resolveLocation(url, language);
  if (resolution.kind !== 'screen') return null;
  return `${withLanguage(url.pathname, language)}${url.search}${url.hash}`;
}
