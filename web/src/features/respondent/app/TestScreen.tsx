import { Alert, Button, Flex, Loader, SelectField, Text } from '@aws-amplify/ui-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, isLanguage } from '@adpulse/shared/i18n/index';
import type { PanelEntry, TestDefinition } from '@adpulse/shared/fieldwork/index';
import { fieldworkApi } from '../../../api/fieldwork.ts';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { TestFlow } from './TestFlow.tsx';
import { isMissing } from '../../../api/error-kinds.ts';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'failed' }
  | { kind: 'ready'; definition: TestDefinition };

export interface TestScreenProps {
  testId: string;
  entry: PanelEntry;
}

/** Opens the test by its public id, in the audience's language, then runs it. */
export function TestScreen({ testId, entry }: TestScreenProps) {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  const load = useCallback(async () => {
    setLoaded({ kind: 'loading' });
    try {
      const definition = await fieldworkApi.getTest({ params: { testId } });
      const [audienceLanguage] = definition.languages;
      if (audienceLanguage) await switchLanguage(audienceLanguage).catch(() => undefined);
      setLoaded({ kind: 'ready', definition });
    } catch (error) {
      setLoaded({ kind: isMissing(error) ? 'not-found' : 'failed' });
    }
  }, [testId]);

  useEffect(() => {
    void load();
  }, [load]);

  if (loaded.kind === 'loading') {
    return (
      <Flex alignItems="center" gap="0.5rem" role="status" className="rsp-main">
        <Loader />
        <Text>{t('respondent.app.loading')}</Text>
      </Flex>
    );
  }
  if (loaded.kind !== 'ready' || loaded.definition.status === 'closed') {
    const message =
      loaded.kind === 'not-found'
        ? 'respondent.app.notFound'
        : loaded.kind === 'failed'
          ? 'respondent.app.loadFailed'
          : 'respondent.app.closed';
    return (
      <Flex direction="column" gap="1rem" as="main" className="rsp-main">
        <Alert variation={loaded.kind === 'failed' ? 'error' : 'info'} role="alert">
          {t(message)}
        </Alert>
        {loaded.kind === 'failed' ? (
          <Button variation="primary" onClick={() => void load()}>
            {t('respondent.app.retry')}
          </Button>
        ) : null}
      </Flex>
    );
  }
  const { definition } = loaded;
  return (
    <>
      {definition.languages.length > 1 ? (
        <header className="rsp-header">
          <SelectField
            label={t('respondent.app.language')}
            size="small"
            value={isLanguage(i18n.language) ? i18n.language : definition.languages[0]}
            onChange={(event) => {
              const language = event.target.value;
              if (isLanguage(language)) void switchLanguage(language);
            }}
          >
            {definition.languages.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </SelectField>
        </header>
      ) : null}
      <TestFlow definition={definition} entry={entry} />
    </>
  );
}
