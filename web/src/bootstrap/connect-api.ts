import { isLanguage, type RuntimeConfig } from '@adpulse/shared';
import { configureApiClient } from '../api/client.ts';
import { appStore, dispatch } from '../state/app-store.ts';
import { i18n } from '../i18n/i18n.ts';
import { routeTo } from '../routing/named-routes.ts';
import { APP_ROUTES } from '../routing/route-table.ts';
import { resolveLocation } from '../routing/resolve.ts';
import type { AppRouter } from '../routing/router.tsx';

function currentLanguage() {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The API client's ties to the app: the session token, the language, and where failures lead. */
export function connectApiClient(config: RuntimeConfig, router: AppRouter): void {
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    token: () => appStore.getState().session.token,
    language: currentLanguage,
    loading: (delta) => dispatch({ type: 'loader/request', delta }),
    onUnauthorized() {
      // Read where we are before the session ends: ending it re-renders the guards, which may
      // already have moved to Login; and a second 401 of the same page must keep the first redirect.
      const { pathname, search } = router.state.location;
      dispatch({ type: 'session/expired' });
      if (isLogin(pathname)) return;
      const lang = currentLanguage();
      const here = resolveLocation({ pathname }, lang);
      const protectedHere = here.kind === 'screen' && isProtected(pathname);
      const { state, ...to } = routeTo(
        'Login',
        lang,
        protectedHere ? { redirect: `${pathname}${search}` } : {},
      );
      void router.navigate(to, { replace: true, state });
    },
    onResultsMissing() {
      const { state, ...to } = routeTo('Dashboard', currentLanguage(), {}, { is404: true });
      void router.navigate(to, { state });
    },
  });
}

const USER_ROOTS = new Set(
  APP_ROUTES.filter((route) => route.access === 'user').map((route) => route.path.split('/')[0]),
);

function screenSegment(pathname: string): string | undefined {
  return pathname.split('/').filter(Boolean)[1];
}

function isProtected(pathname: string): boolean {
  const segment = screenSegment(pathname);
  return segment !== undefined && USER_ROOTS.has(segment);
}

function isLogin(pathname: string): boolean {
  return screenSegment(pathname) === 'login';
}
