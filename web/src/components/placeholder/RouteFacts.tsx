import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The route pattern and the address of a screen whose feature arrives later. */
export function RouteFacts({ pattern }: { pattern: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <dl className="ap-route-facts">
      <dt>{t('placeholder.route')}</dt>
      <dd>
        <code>{pattern}</code>
      </dd>
      <dt>{t('placeholder.address')}</dt>
      <dd>
        <code>{location.pathname}</code>
      </dd>
    </dl>
  );
}
