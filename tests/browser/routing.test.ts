import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { createProject, launchBrowser, openPage, pathOf, type OpenOptions } from '../support/browser.ts';

const appUrl = inject('appUrl');
let browser: Browser;
/** A project of the regular user: results screens read their project first. */
let projectId = '';
/** The results screens' h1 is the project's name. */
const PROJECT_NAME = 'Routing results';

beforeAll(async () => {
  [browser, projectId] = await Promise.all([launchBrowser(), createProject(PROJECT_NAME)]);
});
afterAll(async () => {
  await browser?.close();
});

const regular = { clientType: 'regular' } as const;

/**
 * Opens a path in a fresh context and waits until the screen heading shows and the address has
 * settled on `expected` (redirects may follow the first render); the caller asserts the address.
 */
async function visit(path: string, options: OpenOptions, heading: string, expected: string): Promise<Page> {
  const { page } = await openPage(browser, options);
  await page.goto(`${appUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  await page
    .waitForURL((url) => `${url.pathname}${url.search}` === expected, { timeout: 5_000 })
    .catch(() => undefined);
  return page;
}

async function close(page: Page) {
  await page.context().close();
}

describe.each([
  { lang: 'en', locale: 'en-US', other: 'it' },
  { lang: 'it', locale: 'it-IT', other: 'en' },
] as const)('routing rules in $lang', ({ lang, locale, other }) => {
  const m = MESSAGES[lang];

  it('sends the root to the current locale (browser language), then to Login', async () => {
    const page = await visit('/', { locale }, m.login.title, `/${lang}/login`);
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/login`);
    await close(page);
  });

  it('sends the root to the stored language choice over the browser language', async () => {
    const { context, page } = await openPage(browser, { locale: 'de-DE' });
    await page.goto(`${appUrl}/${lang}/support`);
    await page.getByRole('heading', { level: 1, name: m.screens.support }).waitFor();
    await page.goto(appUrl);
    await page.getByRole('heading', { level: 1, name: m.login.title }).waitFor();
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/login`);
    await context.close();
  });

  it('replaces an unsupported language by the current locale and keeps the rest of the path', async () => {
    const page = await visit(
      '/pt/support?topic=billing',
      { locale },
      m.screens.support,
      `/${lang}/support?topic=billing`,
    );
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/support?topic=billing`);
    await close(page);
  });

  it('prefixes the locale to a path whose first segment is not a locale', async () => {
    const page = await visit('/support', { locale }, m.screens.support, `/${lang}/support`);
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/support`);
    await close(page);
  });

  it('shows page-not-found and goes to Dashboard for an unknown path under a locale', async () => {
    const page = await visit(
      `/${lang}/no-such-page`,
      { locale, user: regular },
      m.screens.dashboard,
      `/${lang}/dashboard`,
    );
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/dashboard`);
    await page.getByRole('alert').filter({ hasText: m.errors.pageNotFound }).waitFor();
    await close(page);
  });

  it('as anonymous, an unknown path ends on Login with page-not-found', async () => {
    const page = await visit(
      `/${lang}/project/7/no-such-tab`,
      { locale },
      m.login.title,
      `/${lang}/login?redirect=%2F${lang}%2Fdashboard`,
    );
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/login?redirect=%2F${lang}%2Fdashboard`);
    await page.getByRole('alert').filter({ hasText: m.errors.pageNotFound }).waitFor();
    await close(page);
  });

  it('sends an anonymous user on a protected route to Login with a redirect back', async () => {
    const page = await visit(
      `/${lang}/projects`,
      { locale },
      m.login.title,
      `/${lang}/login?redirect=%2F${lang}%2Fprojects`,
    );
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/login?redirect=%2F${lang}%2Fprojects`);
    await close(page);
  });

  it('sends a signed-in user opening Login to Dashboard', async () => {
    const page = await visit(
      `/${lang}/login`,
      { locale, user: regular },
      m.screens.dashboard,
      `/${lang}/dashboard`,
    );
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/dashboard`);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await close(page);
  });

  it('shows page-not-found and Dashboard for a screen the role may not open', async () => {
    const page = await visit(
      `/${lang}/branches`,
      { locale, user: regular },
      m.screens.dashboard,
      `/${lang}/dashboard`,
    );
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/dashboard`);
    await page.getByRole('alert').filter({ hasText: m.errors.pageNotFound }).waitFor();
    await close(page);
  });

  it('opens the same screen for a role that may (custom multi-user admin)', async () => {
    const page = await visit(
      `/${lang}/billing`,
      { locale, user: { clientType: 'custom', multiUser: true, subType: 'admin' } },
      m.screens.billing,
      `/${lang}/billing`,
    );
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/billing`);
    await page.getByText(m.billing.invoices.note, { exact: true }).waitFor();
    await close(page);
  });

  it('denies new-project to a custom user', async () => {
    const page = await visit(
      `/${lang}/new-project`,
      { locale, user: { clientType: 'custom', multiUser: true, subType: 'researcher' } },
      m.screens.dashboard,
      `/${lang}/dashboard`,
    );
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/dashboard`);
    await page.getByRole('alert').filter({ hasText: m.errors.pageNotFound }).waitFor();
    await close(page);
  });

  it('opens the project analytics on the ranking tab by default', async () => {
    const page = await visit(
      `/${lang}/project/${projectId}`,
      { locale, user: regular },
      PROJECT_NAME,
      `/${lang}/project/${projectId}/ranking`,
    );
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/project/${projectId}/ranking`);
    const selected = page.getByRole('tab', { selected: true });
    await expect.poll(() => selected.textContent()).toBe(m.tabs.ranking);
    await close(page);
  });

  it('redirects project/{id}/analytics/ranking to the analytics screen', async () => {
    const page = await visit(
      `/${lang}/project/${projectId}/analytics/ranking`,
      { locale, user: regular },
      PROJECT_NAME,
      `/${lang}/project/${projectId}/ranking`,
    );
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/project/${projectId}/ranking`);
    await close(page);
  });

  it('a made-up share link shows page-not-found and none of the results (results-screens.test.ts opens a real one)', async () => {
    const page = await visit(
      `/${lang}/share/project/p1/c1/token-1`,
      { locale },
      m.login.title,
      `/${lang}/login?redirect=%2F${lang}%2Fdashboard`,
    );
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/login?redirect=%2F${lang}%2Fdashboard`);
    await page.getByRole('alert').filter({ hasText: m.errors.pageNotFound }).waitFor();
    await expect.poll(() => page.getByRole('tab').count()).toBe(0);
    await close(page);
  });

  it('project/{id} of a project that does not exist gives page-not-found, then Dashboard', async () => {
    const page = await visit(
      `/${lang}/project/no-such-project/metrics`,
      { locale, user: regular },
      m.screens.dashboard,
      `/${lang}/dashboard`,
    );
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/dashboard`);
    await page.getByRole('alert').filter({ hasText: m.errors.pageNotFound }).waitFor();
    await expect.poll(() => page.getByRole('tab').count()).toBe(0);
    await close(page);
  });

  it('switches the language and keeps the route', async () => {
    const page = await visit(
      `/${lang}/project/${projectId}/metrics?video=2`,
      { locale, user: regular },
      PROJECT_NAME,
      `/${lang}/project/${projectId}/metrics?video=2`,
    );
    await page.getByRole('combobox', { name: m.nav.language }).selectOption(other);
    const n = MESSAGES[other];
    await page.getByRole('tab', { selected: true, name: n.tabs.metrics }).waitFor();
    await expect.poll(() => pathOf(page)).toBe(`/${other}/project/${projectId}/metrics?video=2`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(PROJECT_NAME);
    await expect
      .poll(() => page.getByTestId('results-empty').textContent())
      .toContain(n.results.empty.pending);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(other);
    await close(page);
  });

  it('moves between tabs with the keyboard and the URL follows', async () => {
    const page = await visit(
      `/${lang}/project/${projectId}/ranking`,
      { locale, user: regular },
      PROJECT_NAME,
      `/${lang}/project/${projectId}/ranking`,
    );
    await page.getByRole('tab', { name: m.tabs.ranking }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { selected: true, name: m.tabs.metrics }).waitFor();
    await expect.poll(() => pathOf(page)).toBe(`/${lang}/project/${projectId}/metrics`);
    await close(page);
  });
});
