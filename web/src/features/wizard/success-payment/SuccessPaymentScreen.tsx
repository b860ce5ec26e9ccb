import { useEffect } from 'react';
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAccess } from '@adpulse/shared';
import { api } from '../../../api/client.ts';
import { useApi } from '../../../api/use-api.ts';
import { dispatch, useAppState } from '../../../state/app-store.ts';
import { principalOf } from '../../../session/session.ts';
import { useLanguage } from '../../../routing/use-language.ts';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import '../wizard.css';

/** After a purchase: the project is active; the analysis-in-progress window opens (it can be closed). */
export default function SuccessPaymentScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const projectId = search.get('project');
  const session = useAppState((state) => state.session);
  const principal = principalOf(session);
  const { data: project } = useApi(api.projects.getProject, projectId ? { params: { projectId } } : null);

  useEffect(() => {
    dispatch({ type: 'ui/analysisModal', open: true });
    dispatch({ type: 'projects/active', projectId: null });
  }, []);

  return (
    <ScreenPage title={t('screens.successPayment')}>
      <section className="ap-card ap-wz-success" aria-labelledby="success-title">
        <div className="ap-wz-success__mark" aria-hidden="true">
          ✓
        </div>
        <Heading level={2} id="success-title">
          {t('wizard.success.title')}
        </Heading>
        <Text>
          {project ? t('wizard.success.body', { name: project.name }) : t('wizard.success.bodyNoName')}
        </Text>
        <Flex gap="0.75rem" wrap="wrap" justifyContent="center">
          <Button variation="primary" onClick={() => navigate(`/${lang}/dashboard`)}>
            {t('wizard.success.dashboard')}
          </Button>
          {principal && canAccess(principal, 'newProject') ? (
            <Button onClick={() => navigate(`/${lang}/new-project`)}>{t('wizard.success.newProject')}</Button>
          ) : null}
        </Flex>
      </section>
    </ScreenPage>
  );
}
