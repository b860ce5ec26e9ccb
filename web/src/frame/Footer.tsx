import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { platformApi } from '../api/platform.ts';
import { useApi } from '../api/use-api.ts';
import { useLanguage } from '../routing/use-language.ts';

const HEALTH_REFRESH_MS = 60_000;

/** The API's health, read from GET /api/health: proves the browser reaches the API end to end. */
function HealthStatus() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useApi(
    platformApi.getHealth,
    {},
    { refreshInterval: HEALTH_REFRESH_MS },
  );
  const state = data ? 'ok' : error ? 'down' : 'checking';
  const text = data ? t('health.ok') : error ? t('health.down') : t('health.checking');
  return (
    <span className="ap-health" data-state={state} data-testid="api-health" aria-busy={isLoading}>
      <span className="ap-health__dot" aria-hidden="true" />
      <span>
        {t('health.label')}: {text}
        {data ? ` · ${data.service} ${t('health.version', { version: data.version })}` : ''}
      </span>
    </span>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <footer className="ap-footer">
      <div className="ap-footer__inner">
        <HealthStatus />
        <span>
          <Link to={`/${lang}/support`}>{t('nav.support')}</Link>
          {' · '}
          {t('footer.rights', { year: new Date().getFullYear() })}
        </span>
      </div>
    </footer>
  );
}
