import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Flex, Link, Loader, Text } from '@aws-amplify/ui-react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PREVIEW_TEST_ID, type PanelEntry } from '@adpulse/shared/fieldwork/index';
import { fieldworkApi } from '../../../api/fieldwork.ts';
import { errorText } from '../../../api/error-text.ts';
import { useApi } from '../../../api/use-api.ts';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { loadTexts } from '../../../i18n/i18n.ts';
import { useLanguage } from '../../../routing/use-language.ts';
import { previewCalls } from '../app/respondent-calls.ts';
import { TestFlow } from '../app/TestFlow.tsx';
import '../app/respondent.css';

/** The preview's respondent: never a panel's, never stored. */
const PREVIEW_ENTRY: PanelEntry = { provider: 'direct', respondentId: PREVIEW_TEST_ID, params: {} };

/**
 * Preview as a respondent, from any project: the test as a respondent takes it (consent,
 * screener, camera and calibration, each stimulus in its viewer mock-up, the questions), run on
 * this device with calls that send nothing, so the preview is never counted nor analysed.
 */
export default function PreviewScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const language = useLanguage();
  const [textsReady, setTextsReady] = useState(false);
  const done = search.get('done') === '1';
  const preview = useApi(fieldworkApi.getPreview, id && !done ? { params: { projectId: id } } : null);
  const self = `/${language}/project/${encodeURIComponent(id)}/preview`;
  const calls = useMemo(
    () => (preview.data ? previewCalls(preview.data, `${self}?done=1`) : null),
    [preview.data, self],
  );

  useEffect(() => {
    let active = true;
    void loadTexts('respondent').then(() => active && setTextsReady(true));
    return () => {
      active = false;
    };
  }, []);

  const back = (
    <Link as={RouterLink} to={`/${language}/project/${encodeURIComponent(id)}/fieldwork`}>
      {t('respondent.preview.back')}
    </Link>
  );

  return (
    <ScreenPage title={t('screens.preview')} actions={textsReady ? back : null}>
      {!textsReady ? (
        <Loader />
      ) : done ? (
        <section className="ap-card rsp-preview-done" aria-labelledby="preview-done">
          <h2 id="preview-done">{t('respondent.preview.doneTitle')}</h2>
          <Text>{t('respondent.preview.doneBody')}</Text>
          <Flex gap="0.75rem" wrap="wrap" marginTop="1rem">
            <Button as={RouterLink} to={self} variation="primary">
              {t('respondent.preview.again')}
            </Button>
          </Flex>
        </section>
      ) : preview.error ? (
        <Alert variation="error" role="alert">
          {errorText(preview.error)}
        </Alert>
      ) : preview.data && calls ? (
        <div className="rsp-preview">
          <Alert variation="info" role="note" data-testid="preview-banner">
            {t('respondent.preview.banner')}
          </Alert>
          <TestFlow definition={preview.data} entry={PREVIEW_ENTRY} calls={calls} />
        </div>
      ) : (
        <Flex alignItems="center" gap="0.5rem" role="status">
          <Loader />
          <Text>{t('respondent.preview.loading')}</Text>
        </Flex>
      )}
    </ScreenPage>
  );
}
