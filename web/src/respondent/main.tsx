import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Alert, Button, Flex, ThemeProvider } from '@aws-amplify/ui-react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import '@aws-amplify/ui-react/styles.css';
import { pickLanguage } from '@adpulse/shared/i18n/index';
import { configureApiClient } from '../api/client.ts';
import { loadRuntimeConfig } from '../config/runtime-config.tsx';
import { i18n, initI18n, loadTexts } from '../i18n/i18n.ts';
import { adpulseTheme } from '../theme/theme.ts';
import { RespondentApp } from '../features/respondent/app/RespondentApp.tsx';

/**
 * The respondent app's own entry (respondent.html, served for /t/* test links): the core and
 * respondent texts only, the fieldwork client only, no session and none of the client app.
 */
const container = document.getElementById('root');
if (!container) throw new Error('respondent.html has no #root');
const root = createRoot(container);

function render(children: ReactNode) {
  root.render(
    <StrictMode>
      <ThemeProvider theme={adpulseTheme} colorMode="light">
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}

function BootFailed() {
  const { t } = useTranslation();
  return (
    <Flex as="main" direction="column" gap="1rem" padding="1rem" maxWidth="40rem" margin="0 auto">
      <Alert variation="error" role="alert">
        {t('respondent.app.loadFailed')}
      </Alert>
      <Button variation="primary" onClick={() => void start()}>
        {t('respondent.app.retry')}
      </Button>
    </Flex>
  );
}

let textsReady: Promise<void> | null = null;

async function start() {
  textsReady ??= initI18n(pickLanguage(navigator.languages ?? [])).then(() => loadTexts('respondent'));
  try {
    const [config] = await Promise.all([loadRuntimeConfig(), textsReady]);
    configureApiClient({
      baseUrl: config.apiBaseUrl,
      token: () => null,
      language: () => pickLanguage([i18n.language]),
      loading: () => undefined,
      onUnauthorized: () => undefined,
      onResultsMissing: () => undefined,
    });
    render(<RespondentApp pathname={window.location.pathname} search={window.location.search} />);
  } catch {
    textsReady = null;
    render(<BootFailed />);
  }
}

void start();
