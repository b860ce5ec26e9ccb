import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import type { Browser } from 'playwright-core';
import { measureWebBundle } from '../../web/scripts/bundle-size.ts';
import { createProject, launchBrowser, openPage } from '../support/browser.ts';

const appUrl = inject('appUrl');
let browser: Browser;
let projectId = '';

beforeAll(async () => {
  [browser, projectId] = await Promise.all([launchBrowser(), createProject('Bundle results')]);
});
afterAll(async () => {
  await browser?.close();
});

describe('code splitting', () => {
  const report = measureWebBundle();

  it('keeps the login page initial JavaScript under 250 KB gzipped', () => {
    expect(report.loginInitialJs.gzipBytes).toBeGreaterThan(0);
    expect(report.loginInitialJs.gzipBytes).toBeLessThan(report.budgetGzipBytes);
  });

  it('puts Plotly in its own chunk, outside the initial JavaScript', () => {
    expect(report.plotly.inLoginInitialJs).toBe(false);
    expect(report.plotly.bytes).toBeGreaterThan(1_000_000);
  });

  it('requests nothing of Plotly on the login page, once it is drawn and idle', async () => {
    const { context, page } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${appUrl}/en/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: MESSAGES.en.login.submit, exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(`/${report.plotly.file}`);
    expect(scripts.filter((path) => /plotly/i.test(path))).toEqual([]);
    await context.close();
  });

  it('fetches no Plotly on a results page that shows no chart (tests/browser/results-screens.test.ts sees it fetched for one)', async () => {
    const { context, page } = await openPage(browser, { user: { clientType: 'regular' } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const plotlyPath = `/${report.plotly.file}`;

    await page.goto(`${appUrl}/en/project/${projectId}/ranking`);
    await page.getByRole('heading', { level: 1, name: 'Bundle results' }).waitFor();
    await page.getByRole('tab', { name: 'Chart' }).click();
    await page.getByTestId('results-empty').waitFor();
    await page.getByText('No results yet').waitFor();
    expect(scripts).not.toContain(plotlyPath);
    await context.close();
  });
});
