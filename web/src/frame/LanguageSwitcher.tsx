import { SelectField } from '@aws-amplify/ui-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, isLanguage } from '@adpulse/shared';
import { dispatch } from '../state/app-store.ts';
import { switchLanguage } from '../i18n/i18n.ts';
import { withLanguage } from '../routing/resolve.ts';
import { useLanguage } from '../routing/use-language.ts';

/** Changes the /{lang} segment only: the user stays on the same screen, tab and query. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();

  async function choose(value: string) {
    if (!isLanguage(value) || value === lang) return;
    await switchLanguage(value);
    dispatch({ type: 'preferences/language', language: value });
    void navigate(`${withLanguage(location.pathname, value)}${location.search}${location.hash}`, {
      state: location.state,
    });
  }

  return (
    <div className="ap-language" data-tour="language">
      <SelectField
        label={t('nav.language')}
        labelHidden
        size="small"
        value={lang}
        onChange={(event) => void choose(event.target.value)}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
