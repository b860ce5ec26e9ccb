import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { canAccess, type GuardedScreen } from '@adpulse/shared';
import { dispatch, useAppState } from '../state/app-store.ts';
import { principalOf } from '../session/session.ts';
import { routeStateOf, routeTo, type NamedLocation } from './named-routes.ts';
import { safeRedirect } from './resolve.ts';
import { useLanguage } from './use-language.ts';
import { resolveCurrentLocale, browserLanguages } from '../i18n/locale.ts';

function Go({ to }: { to: NamedLocation }) {
  const { state, ...path } = to;
  return <Navigate to={path} state={state} replace />;
}

/** Signed-in users only: others go to Login, which brings them back here afterwards. */
export function RequireUser() {
  const loggedIn = useAppState((state) => state.session.token !== null);
  const location = useLocation();
  const lang = useLanguage();
  if (loggedIn) return <Outlet />;
  const { is404 } = routeStateOf(location.state);
  return (
    <Go to={routeTo('Login', lang, { redirect: `${location.pathname}${location.search}` }, { is404 })} />
  );
}

/**
 * Login is for signed-out users: a signed-in user goes to Dashboard, or to the page Login was
 * asked to return to (the same place the login form sends to, whichever reacts first).
 */
export function AnonymousOnly() {
  const loggedIn = useAppState((state) => state.session.token !== null);
  const lang = useLanguage();
  const [search] = useSearchParams();
  if (!loggedIn) return <Outlet />;
  const back = safeRedirect(search.get('redirect'), lang);
  return back ? <Navigate to={back} replace /> : <Go to={routeTo('Dashboard', lang, {})} />;
}

/** Screens of the permission table: denied gives page-not-found and Dashboard. */
export function RequireScreen({ screen }: { screen: GuardedScreen }) {
  const session = useAppState((state) => state.session);
  const lang = useLanguage();
  const principal = principalOf(session);
  if (principal && canAccess(principal, screen)) return <Outlet />;
  return <Go to={routeTo('Dashboard', lang, {}, { is404: true })} />;
}

/** Shared-results links: guest mode while they are open. */
export function GuestArea() {
  useEffect(() => {
    dispatch({ type: 'session/guest', on: true });
    return () => dispatch({ type: 'session/guest', on: false });
  }, []);
  return <Outlet />;
}

/** A path under a locale that is no screen: page-not-found, then Dashboard. */
export function NotFoundRedirect() {
  const lang = useLanguage();
  return <Go to={routeTo('Dashboard', lang, {}, { is404: true })} />;
}

/** /{lang} alone: the dashboard for a signed-in user, else Login. */
export function LanguageHome() {
  const loggedIn = useAppState((state) => state.session.token !== null);
  const lang = useLanguage();
  return <Go to={loggedIn ? routeTo('Dashboard', lang, {}) : routeTo('Login', lang, {})} />;
}

/** The root: to the current locale. */
export function RootRedirect() {
  const stored = useAppState((state) => state.preferences.language);
  const location = useLocation();
  return (
    <Navigate
      to={`/${resolveCurrentLocale(stored, browserLanguages())}${location.search}${location.hash}`}
      replace
    />
  );
}
