import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RouteContract } from '@adpulse/shared';
import type { LoginResponse } from '../../shared/src/accounts/session.ts';
import type { RouteInput } from '../../web/src/api/client.ts';
import { loginAt, requestRoute, type RouteAnswer } from './invoke-route.ts';
import { PERSIST_KEY } from '../../web/src/state/persistence.ts';
import { sessionFromLogin } from '../../web/src/session/session.ts';

/** POST /api/users/login, as the login form sends it; throws unless it answers 200. */
export function apiLogin(appUrl: string, email: string, password: string): Promise<LoginResponse> {
  return loginAt(`${appUrl}/api`, email, password);
}

/** A call of a route with a session token, for arranging and cleaning up test data. */
export function apiAs<R extends RouteContract>(
  appUrl: string,
  token: string,
  route: R,
  input: RouteInput<R>,
): Promise<RouteAnswer<R>> {
  return requestRoute(`${appUrl}/api`, route, { ...input, token });
}

/**
 * A browser context signed in with a real session (the API's token, stored the way the app
 * stores it after the login form), the quick tour already seen.
 */
export async function openSignedIn(
  browser: Browser,
  appUrl: string,
  login: { email: string; password: string; locale?: string },
): Promise<{ context: BrowserContext; page: Page; answer: LoginResponse }> {
  const answer = await apiLogin(appUrl, login.email, login.password);
  const session = sessionFromLogin(answer);
  if (!session) throw new Error('The login answer carries no readable token');
  const stored = JSON.stringify({
    session: { ...session, guest: false, expired: false },
    preferences: { language: null, tourSeen: true, whatsNewSeen: null },
  });
  const context = await browser.newContext({
    locale: login.locale ?? 'en-US',
    viewport: { width: 1280, height: 860 },
  });
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [PERSIST_KEY, stored] as const,
  );
  return { context, page: await context.newPage(), answer };
}
