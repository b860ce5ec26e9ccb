import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Language } from '@adpulse/shared';
import { dispatch, useAppState } from '../state/app-store.ts';
import { browserLanguages, resolveCurrentLocale } from '../i18n/locale.ts';
import { i18n, switchLanguage } from '../i18n/i18n.ts';
import { resolveLocation } from './resolve.ts';
import { AppFrame } from '../frame/AppFrame.tsx';

/**
 * Every route sits under /{lang}. An unsupported or missing locale is fixed here (redirect);
 * a valid one becomes the interface language and the remembered choice.
 */
export function LanguageLayout() {
  const location = useLocation();
  const stored = useAppState((state) => state.preferences.language);
  const resolution = resolveLocation(location, resolveCurrentLocale(stored, browserLanguages()));
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} state={location.state} replace />;
  return <LanguageSync lang={resolution.lang} />;
}

function LanguageSync({ lang }: { lang: Language }) {
  useEffect(() => {
    dispatch({ type: 'preferences/language', language: lang });
    if (i18n.language !== lang) void switchLanguage(lang);
  }, [lang]);
  return <AppFrame />;
}
