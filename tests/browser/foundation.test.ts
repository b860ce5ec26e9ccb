import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser.ts';

const appUrl = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the app on the local runtime', () => {
  it('opens and shows the API health fetched from /api/health', async () => {
    const { context, page } = await openPage(browser);
    const health = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/health');
    await page.goto(appUrl);
    const response = await health;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { status: string; service: string; version: string };
    expect(body.status).toBe('ok');

    const status = page.getByTestId('api-health');
    await status.getByText('Operational').waitFor();
    await expect
      .poll(() => status.textContent())
      .toBe(`Service status: Operational · ${body.service} version ${body.version}`);
    await expect.poll(() => status.getAttribute('data-state')).toBe('ok');
    await context.close();
  });

  it('reads its runtime configuration from /config.json before rendering', async () => {
    const { context, page } = await openPage(browser);
    const config = page.waitForResponse((response) => new URL(response.url()).pathname === '/config.json');
    await page.goto(`${appUrl}/en/login`);
    expect(await (await config).json()).toMatchObject({ apiBaseUrl: '/api', showViewerSelector: true });
    await page.getByRole('heading', { level: 1, name: 'Sign in to AdPulse' }).waitFor();
    await context.close();
  });

  it('shows an error screen with a retry when the configuration cannot be read', async () => {
    const { context, page } = await openPage(browser, { locale: 'it-IT' });
    let failures = 1;
    await page.route('**/config.json', (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    await page.goto(`${appUrl}/it/login`);
    await page
      .getByRole('heading', { level: 1, name: 'AdPulse non è riuscito a caricare la configurazione.' })
      .waitFor();
    await page.getByRole('button', { name: 'Riprova' }).click();
    await page.getByRole('heading', { level: 1, name: 'Accedi ad AdPulse' }).waitFor();
    await context.close();
  });
});
