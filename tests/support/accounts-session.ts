import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginResponseSchema, type LoginResponse } from '../../shared/src/accounts/session.ts';
import { PERSIST_KEY } from '../../web/src/state/persistence.ts';
import { sessionFromLogin } from '../../web/src/session/session.ts';

/** POST /api/users/login, as the login form sends it; throws unless it answers 200. */
export async function apiLogin(appUrl: string, email: string, password: string): Promise<LoginResponse> {
  const response = await fetch(`${appUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, domain: 'client' }),
  });
  if (response.status !== 200) throw new Error(`Login of ${email} answered ${response.status}`);
  return loginResponseSchema.parse(await response.json());
}

/** A call to the API with a session token, for arranging and cleaning up test data. */
export async function apiAs(
  appUrl: string,
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${appUrl}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined };
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
