import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { launchBrowser, openPage, seriousViolations } from '../support/browser.ts';

/** The Support page (spec: the public `support` route), which was a placeholder showing its route. */
const appUrl = inject('appUrl');
const SHOTS = join(process.cwd(), 'artifacts', 'screenshots', 'issue-26');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each([
  { lang: 'en', locale: 'en-US' },
  { lang: 'it', locale: 'it-IT' },
] as const)('Support in $lang', ({ lang, locale }) => {
  const m = MESSAGES[lang];
  const s = m.support;

  it.each([1440, 390])(
    'at %i px, logged out: contact, response times, a live status, FAQ, glossary and methodology',
    async (width) => {
      const { context, page } = await openPage(browser, { locale, viewport: { width, height: 900 } });
      await page.goto(`${appUrl}/${lang}/support`);
      await page.getByRole('heading', { level: 1, name: m.screens.support }).waitFor();
      await page.getByText(s.intro).waitFor();
      // No developer placeholder: the route is not printed on the page.
      await expect.poll(() => page.getByText('/support', { exact: false }).count()).toBe(0);
      const mail = page.getByRole('link', {
        name: s.contactEmail.replace('{{email}}', 'support@adpulse.local'),
      });
      await expect.poll(() => mail.getAttribute('href')).toBe('mailto:support@adpulse.local');
      await page.getByText(s.timesPayment).waitFor();
      // The status is the API's answer, not a fixed sentence.
      await page.locator('[data-testid="service-status"][data-state="ok"]').waitFor();
      await page.getByText(s.faqSeparableQ).click();
      await page.getByText(s.faqSeparableA).waitFor();
      await page.getByRole('heading', { level: 2, name: s.glossaryTitle }).waitFor();
      await page.getByText(m.exports.pdf.terms.middleHalf.text).waitFor();
      await page.getByRole('heading', { level: 2, name: s.methodologyTitle }).waitFor();
      await page.getByText(m.results.kpi.attention.method).waitFor();
      await page.getByRole('link', { name: s.glossaryLink }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe('#glossary');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await mkdir(SHOTS, { recursive: true });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS, `support-${lang}-${width}.png`), fullPage: true });
      await context.close();
    },
  );

  it('says when the service cannot be reached, and checks again on demand', async () => {
    const { context, page } = await openPage(browser, { locale });
    let down = true;
    await page.route('**/api/health', (route) =>
      down ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await page.goto(`${appUrl}/${lang}/support`);
    await page.locator('[data-testid="service-status"][data-state="down"]').waitFor();
    await page.getByText(s.statusDown).waitFor();
    down = false;
    await page.getByRole('button', { name: s.statusRetry }).click();
    await page.locator('[data-testid="service-status"][data-state="ok"]').waitFor();
    await context.close();
  });
});
