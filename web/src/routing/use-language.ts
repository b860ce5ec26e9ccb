import { useParams } from 'react-router';
import { isLanguage, FALLBACK_LANGUAGE, type Language } from '@adpulse/shared';

/** The language of the current route (the /{lang} segment), which the layout has already validated. */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
}
