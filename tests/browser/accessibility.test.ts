import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import {
  createProject,
  launchBrowser,
  openPage,
  seriousViolations,
  type OpenOptions,
} from '../support/browser.ts';

const appUrl = inject('appUrl');
let browser: Browser;
/** A project of the regular user: the results screen reads it before showing its tabs. */
let projectId = '';

beforeAll(async () => {
  [browser, projectId] = await Promise.all([launchBrowser(), createProject('Accessibility results')]);
});
afterAll(async () => {
  await browser?.close();
});

const regular = { clientType: 'regular' } as const;

describe.each([
  { lang: 'en', locale: 'en-US' },
  { lang: 'it', locale: 'it-IT' },
] as const)('axe-core on the shell in $lang', ({ lang, locale }) => {
  const m = MESSAGES[lang];
  const screens: { name: string; path: () => string; options: OpenOptions; ready: string; panel?: string }[] =
    [
      { name: 'login', path: () => `/${lang}/login`, options: { locale }, ready: m.login.title },
      {
        name: 'dashboard',
        path: () => `/${lang}/dashboard`,
        options: { locale, user: regular },
        ready: m.screens.dashboard,
      },
      {
        name: 'page-not-found (Dashboard)',
        path: () => `/${lang}/no-such-page`,
        options: { locale, user: regular },
        ready: m.errors.pageNotFound,
      },
      {
        name: 'page-not-found (Login)',
        path: () => `/${lang}/no-such-page`,
        options: { locale },
        ready: m.errors.pageNotFound,
      },
      {
        name: 'a placeholder with tabs',
        path: () => `/${lang}/project/${projectId}/metrics`,
        options: { locale, user: regular },
        ready: m.tabs.metricsInContext,
      },
      {
        name: 'the Help panel',
        path: () => `/${lang}/dashboard`,
        options: { locale, user: regular },
        ready: m.screens.dashboard,
        panel: m.nav.help,
      },
    ];

  it.each(screens)('$name has no serious or critical violations', async ({ path, options, ready, panel }) => {
    const { context, page } = await openPage(browser, options);
    await page.goto(`${appUrl}${path()}`);
    await page.getByText(ready, { exact: true }).first().waitFor();
    await page.getByTestId('api-health').and(page.locator('[data-state="ok"]')).waitFor();
    if (panel) {
      await page.getByRole('button', { name: panel, exact: true }).click();
      await page.getByRole('dialog', { name: panel }).waitFor();
    }
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await context.close();
  });
});
