import { ENV, isLanguage, FALLBACK_LANGUAGE } from '@adpulse/shared';
import { env } from '../../platform/aws.ts';

/** Web routes of the e-mail links: /{lang}/confirm/{token} and /{lang}/recovery/{token}. */
export function confirmLink(language: string, token: string): string {
  return appLink(language, `confirm/${token}`);
}

export function recoveryLink(language: string, token: string): string {
  return appLink(language, `recovery/${token}`);
}

function appLink(language: string, path: string): string {
  const base = env(ENV.appUrl).replace(/\/+$/, '');
  const lang = isLanguage(language) ? language : FALLBACK_LANGUAGE;
  return `${base}/${lang}/${path}`;
}
