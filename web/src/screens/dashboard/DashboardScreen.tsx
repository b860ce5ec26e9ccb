import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAccess } from '@adpulse/shared';
import { dispatch, useAppState } from '../../state/app-store.ts';
import { principalOf } from '../../session/session.ts';
import { routeStateOf } from '../../routing/named-routes.ts';
import { useLanguage } from '../../routing/use-language.ts';
import { ScreenPage } from '../../components/ScreenPage.tsx';
import { RouteFacts } from '../placeholder/RouteFacts.tsx';

const STEPS = [
  ['projectsTitle', 'projectsBody'],
  ['audienceTitle', 'audienceBody'],
  ['stimulusTitle', 'stimulusBody'],
  ['resultsTitle', 'resultsBody'],
] as const;

/** The dashboard's frame; the project groups and folders arrive with the dashboard issue. */
export default function DashboardScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const { is404 } = routeStateOf(location.state);
  const session = useAppState((state) => state.session);
  const principal = principalOf(session);

  return (
    <ScreenPage title={t('screens.dashboard')}>
      {is404 ? (
        <Alert variation="error" role="alert" marginBottom="1.5rem" isDismissible>
          {t('errors.pageNotFound')}
        </Alert>
      ) : null}
      <section className="ap-card ap-hero" aria-labelledby="dashboard-welcome">
        <div>
          <Heading level={2} id="dashboard-welcome">
            {t('dashboard.welcome')}
          </Heading>
          <Text marginTop="0.5rem" color="var(--ap-muted)">
            {t('dashboard.intro')}
          </Text>
        </div>
        <Flex gap="0.75rem" wrap="wrap">
          {principal && canAccess(principal, 'newProject') ? (
            <Button variation="primary" onClick={() => navigate(`/${lang}/new-project`)}>
              {t('dashboard.newProject')}
            </Button>
          ) : null}
          <Button onClick={() => dispatch({ type: 'ui/panel', panel: 'help' })}>{t('dashboard.help')}</Button>
        </Flex>
      </section>
      <ol className="ap-steps">
        {STEPS.map(([title, body]) => (
          <li key={title}>
            <strong>{t(`help.${title}`)}</strong>
            <span>{t(`help.${body}`)}</span>
          </li>
        ))}
      </ol>
      <section className="ap-card" style={{ marginTop: '1.5rem' }} aria-label={t('placeholder.route')}>
        <Text>{t('placeholder.intro')}</Text>
        <RouteFacts pattern="/:lang/dashboard" />
      </section>
    </ScreenPage>
  );
}
