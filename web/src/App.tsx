import { ThemeProvider } from '@aws-amplify/ui-react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import type { RuntimeConfig } from '@adpulse/shared';
import { adpulseTheme } from './theme/theme.ts';
import { i18n } from './i18n/i18n.ts';
import { RuntimeConfigProvider } from './config/runtime-config.tsx';
import type { AppRouter } from './routing/router.tsx';

export function App({ config, router }: { config: RuntimeConfig; router: AppRouter }) {
  return (
    <ThemeProvider theme={adpulseTheme} colorMode="light">
      <I18nextProvider i18n={i18n}>
        <RuntimeConfigProvider config={config}>
          <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
            <RouterProvider router={router} />
          </SWRConfig>
        </RuntimeConfigProvider>
      </I18nextProvider>
    </ThemeProvider>
  );
}
