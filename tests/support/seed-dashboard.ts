import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RouteContract } from '@adpulse/shared';
import { WEB_DIST_DIR } from '../../local/src/paths.ts';
import { PERSIST_KEY } from '../../web/src/state/persistence.ts';
import { sessionFromLogin } from '../../web/src/session/session.ts';
import type { RouteInput } from '../../web/src/api/client.ts';
import { callRoute, loginAt, type RouteBody } from './invoke-route.ts';
import { startTestRuntime, type TestRuntime } from './runtime.ts';

export const DASHBOARD_PASSWORD = 'Dashboard-pass-2026';

export interface DashboardClient {
  email: string;
  password: string;
  clientId: string;
}

/** A regular client of a test file, made in-process (no e-mail round trip), signed up and active. */
export async function seedRegularClient(
  email: string,
  person: { companyName: string; firstName: string; lastName: string; password: string },
): Promise<DashboardClient> {
  const { createClientWithAdmin } = await import('../../functions/src/accounts/account-creation.ts');
  const { storePassword } = await import('../../functions/src/accounts/password-links.ts');
  const { client, user } = await createClientWithAdmin(
    {
      clientType: 'regular',
      multiUser: false,
      companyName: person.companyName,
      registration: { country: 'IT', newsletterRegistration: false, type: 'predict' },
    },
    { firstName: person.firstName, lastName: person.lastName, email },
    'en',
  );
  if (!(await storePassword(user, person.password, { activate: true }))) {
    throw new Error(`Could not set the password of ${email}`);
  }
  return { email, password: person.password, clientId: client.clientId };
}

/**
 * A regular client with `projects` projects in every status (pending at each wizard step,
 * active, closed) and `folders` folders holding about a third of them, written through the
 * projects domain in-process (the demo seeder: project, card, counters, words, memberships).
 */
export async function seedDashboardClient(
  email: string,
  options: { projects: number; folders: number },
): Promise<DashboardClient> {
  const { seedDemoWorkspace } = await import('../../functions/src/workflows/index.ts');
  const client = await seedRegularClient(email, {
    companyName: 'Dashboard Test S.r.l.',
    firstName: 'Dana',
    lastName: 'Board',
    password: DASHBOARD_PASSWORD,
  });
  await seedDemoWorkspace(client.clientId, options);
  return client;
}

/**
 * A runtime of a test file's own (its clients never show in other files), seeded by `seed`. It
 * serves a copy of web/dist taken at start, so a rebuild by another test run meanwhile cannot
 * swap the app's chunks under the open pages; stopping it removes the copy.
 */
export async function startRuntimeWithWebCopy(seed: () => Promise<void>): Promise<TestRuntime> {
  const webDistDir = await mkdtemp(join(tmpdir(), 'adpulse-web-copy-'));
  await cp(WEB_DIST_DIR, webDistDir, { recursive: true });
  let started: TestRuntime;
  try {
    started = await startTestRuntime({ webDistDir, seed });
  } catch (error) {
    await rm(webDistDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...started,
    stop: async () => {
      try {
        await started.stop();
      } finally {
        await rm(webDistDir, { recursive: true, force: true });
      }
    },
  };
}

/** A runtime of the dashboard tests with a client of 200 projects and 20 folders and an empty one. */
export async function startDashboardRuntime(): Promise<{
  runtime: TestRuntime;
  busy: DashboardClient;
  empty: DashboardClient;
}> {
  let busy: DashboardClient | undefined;
  let empty: DashboardClient | undefined;
  const runtime = await startRuntimeWithWebCopy(async () => {
    [busy, empty] = await Promise.all([
      seedDashboardClient('busy@dashboard.adpulse.local', { projects: 200, folders: 20 }),
      seedDashboardClient('empty@dashboard.adpulse.local', { projects: 0, folders: 0 }),
    ]);
  });
  if (!busy || !empty) {
    await runtime.stop();
    throw new Error('The dashboard clients were not seeded');
  }
  return { runtime, busy, empty };
}

/**
 * A signed-in session as the app keeps it in localStorage (tour already seen): the storage key,
 * its value and the token. Set it before the app loads and the app opens signed in.
 */
export async function storedSession(
  runtime: Pick<TestRuntime, 'apiUrl'>,
  login: Pick<DashboardClient, 'email' | 'password'>,
): Promise<{ key: string; value: string; token: string }> {
  const session = sessionFromLogin(await loginAt(runtime.apiUrl, login.email, login.password));
  if (!session?.token) throw new Error(`Login of ${login.email} gave an unreadable token`);
  const value = JSON.stringify({
    session: { ...session, firstLogin: false, guest: false, expired: false },
    preferences: { language: null, tourSeen: true, whatsNewSeen: null },
  });
  return { key: PERSIST_KEY, value, token: session.token };
}

/** Signs in through the API and stores the session the way the app does (tour already seen). */
export async function openSignedIn(
  browser: Browser,
  runtime: Pick<TestRuntime, 'apiUrl'>,
  login: Pick<DashboardClient, 'email' | 'password'>,
  locale = 'en-US',
): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const { key, value, token } = await storedSession(runtime, login);
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ([storageKey, stored]) => {
      if (!window.localStorage.getItem(storageKey)) window.localStorage.setItem(storageKey, stored);
    },
    [key, value] as const,
  );
  return { context, page: await context.newPage(), token };
}

/**
 * A call of a route with a session token, to arrange data or check what the screen did: the
 * route's success body, or an error naming the route and its refusal.
 */
export function callApi<R extends RouteContract>(
  runtime: Pick<TestRuntime, 'apiUrl'>,
  token: string,
  route: R,
  input: RouteInput<R>,
): Promise<RouteBody<R>> {
  return callRoute(runtime.apiUrl, route, { ...input, token });
}

/** Where the dashboard tests leave screenshots for a person to look at. */
export const SCREENSHOT_DIR = process.env.ADPULSE_SCREENSHOTS ?? join(tmpdir(), 'adpulse-dashboard-screens');

export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}
