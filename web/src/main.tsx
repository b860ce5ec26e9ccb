import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@aws-amplify/ui-react';
import { I18nextProvider } from 'react-i18next';
import '@aws-amplify/ui-react/styles.css';
import './theme/app.css';
import { isLanguage, type RuntimeConfig } from '@adpulse/shared';
import { i18n, initI18n } from './i18n/i18n.ts';
import { browserLanguages, resolveCurrentLocale } from './i18n/locale.ts';
import { appStore } from './state/app-store.ts';
import { loadRuntimeConfig } from './config/runtime-config.tsx';
import { createAppRouter } from './routing/router.tsx';
import { connectApiClient } from './bootstrap/connect-api.ts';
import { BootError, BootLoading } from './bootstrap/BootScreens.tsx';
import { App } from './App.tsx';
import { adpulseTheme } from './theme/theme.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

/** The URL's language wins from the first paint; otherwise the remembered or browser language. */
function startLanguage() {
  const first = window.location.pathname.split('/').filter(Boolean)[0];
  if (isLanguage(first)) return first;
  return resolveCurrentLocale(appStore.getState().preferences.language, browserLanguages());
}

function renderBoot(screen: 'loading' | 'error') {
  root.render(
    <ThemeProvider theme={adpulseTheme} colorMode="light">
      <I18nextProvider i18n={i18n}>
        {screen === 'loading' ? <BootLoading /> : <BootError onRetry={() => void start()} />}
      </I18nextProvider>
    </ThemeProvider>,
  );
}

function renderApp(config: RuntimeConfig) {
  const router = createAppRouter();
  connectApiClient(config, router);
  root.render(
    <StrictMode>
      <App config={config} router={router} />
    </StrictMode>,
  );
}

let i18nReady: Promise<void> | null = null;

async function start() {
  i18nReady ??= initI18n(startLanguage()).catch(() => undefined);
  const config = loadRuntimeConfig();
  await i18nReady;
  try {
    renderApp(await config);
  } catch {
    renderBoot('error');
  }
}

renderBoot('loading');
void start();
