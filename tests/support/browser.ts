import { existsSync } from 'node:fs';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PERSIST_KEY } from '../../web/src/state/persistence.ts';
import type { ClientType, SubType } from '../../shared/src/auth/permissions.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium (npm test does this for you).`,
    );
  }
}

export async function launchBrowser(): Promise<Browser> {
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
    ],
  });
}

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token shaped like the API's JWT: the web app only reads its payload, it never verifies it. */
export function fakeToken(payload: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.${Buffer.from('not-a-signature').toString('base64url')}`;
}

export interface SeededUser {
  clientType: ClientType;
  multiUser?: boolean;
  subType?: SubType;
}

/** The stored state of a signed-in user, as the app persists it in localStorage. */
export function signedInState(user: SeededUser, extra: { tourSeen?: boolean } = {}) {
  const subType = user.subType ?? 'admin';
  const multiUser = user.multiUser ?? false;
  return {
    session: {
      token: fakeToken({
        userId: 'user-1',
        clientId: 'client-1',
        subType,
        branchId: null,
        multiUser,
        exp: Math.floor(Date.now() / 1000) + 3600,
      }),
      clientId: 'client-1',
      userId: 'user-1',
      subType,
      branchId: null,
      clientType: user.clientType,
      multiUser,
      firstLogin: false,
      guest: false,
      expired: false,
    },
    preferences: { language: null, tourSeen: extra.tourSeen ?? true, whatsNewSeen: null },
  };
}

export interface OpenOptions {
  /** Browser language (navigator.languages), e.g. it-IT. */
  locale?: string;
  /** Signed in as this user (stored session), else anonymous. */
  user?: SeededUser;
}

/** A fresh context (own storage) and page; a stored session is in place before the app's first script. */
export async function openPage(
  browser: Browser,
  options: OpenOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: { width: 1280, height: 860 },
  });
  if (options.user) {
    const stored = JSON.stringify(signedInState(options.user));
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
