import { existsSync } from 'node:fs';
import { projectsContract } from '@adpulse/shared';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { PERSIST_KEY } from '../../web/src/state/persistence.ts';
import type { ClientType, SubType } from '../../shared/src/auth/permissions.ts';
import { expect, inject } from 'vitest';
import { DEMO_PASSWORD } from '../../functions/src/accounts/demo.ts';
import { sessionFromLogin } from '../../web/src/session/session.ts';
import { apiAs, apiLogin } from './accounts-session.ts';
import { SHELL_CUSTOM_SINGLE_EMAIL, SHELL_REGULAR_EMAIL } from './shell-accounts.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Waits until nothing on the page matches `locator`: an absence is read when it holds, never by
 * an instant count (a screen still rendering would pass it, or fail it, by chance). Read it after
 * the screen has shown what it does show, or it passes before the screen is there.
 */
export async function expectAbsent(locator: Locator, message?: string, timeout = 15_000): Promise<void> {
  await expect.poll(() => locator.count(), { message, timeout }).toBe(0);
}

export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium (npm test does this for you).`,
    );
  }
}

/** Debian's Chromium with the project's flags, plus `extraArgs` (e.g. a fake camera). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  assertChromiumInstalled();
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export interface SeededUser {
  clientType: ClientType;
  multiUser?: boolean;
  subType?: SubType;
}

/**
 * The real account behind a role of the shell tests (seeded by browser-setup): the app's screens
 * call the API, so a signed-in page needs a token the API accepts.
 */
function accountOf(user: SeededUser): string {
  if (user.clientType === 'regular') return SHELL_REGULAR_EMAIL;
  if (user.multiUser) return `${user.subType ?? 'admin'}@custom.adpulse.local`;
  return SHELL_CUSTOM_SINGLE_EMAIL;
}

/** The stored state of a user signed in through the API, as the app persists it in localStorage. */
async function signedInState(user: SeededUser) {
  const answer = await apiLogin(inject('appUrl'), accountOf(user), DEMO_PASSWORD);
  const session = sessionFromLogin(answer);
  if (!session) throw new Error('The login answer carries no readable token');
  return {
    session: { ...session, guest: false, expired: false },
    preferences: { language: null, tourSeen: true, whatsNewSeen: null },
  };
}

/**
 * A real project of a seeded user (the regular one unless told), for screens that read their
 * project: results and wizard screens of an unknown id give page-not-found.
 */
export async function createProject(
  name: string,
  user: SeededUser = { clientType: 'regular' },
): Promise<string> {
  const appUrl = inject('appUrl');
  const answer = await apiLogin(appUrl, accountOf(user), DEMO_PASSWORD);
  const created = await apiAs(appUrl, answer.token, projectsContract.routes.createProject, {
    body: { name, type: 'discover', viewer: 'tv' },
  });
  if (created.status !== 201) throw new Error(`POST /projects answered ${created.status}`);
  return created.body._id;
}

export interface OpenOptions {
  /** Browser language (navigator.languages), e.g. it-IT. */
  locale?: string;
  /** Signed in as this user (stored session), else anonymous. */
  user?: SeededUser;
  /** The window size; a desktop one unless told. */
  viewport?: { width: number; height: number };
}

/** A fresh context (own storage) and page; a stored session is in place before the app's first script. */
export async function openPage(
  browser: Browser,
  options: OpenOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 860 },
  });
  if (options.user) {
    const stored = JSON.stringify(await signedInState(options.user));
    await context.addInitScript(
      ([key, value]) => {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      },
      [PERSIST_KEY, stored] as const,
    );
  }
  const page = await context.newPage();
  return { context, page };
}

/** The path, query and hash of the page's URL, for comparing final addresses. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** axe-core run in the page; only serious and critical violations are returned. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
