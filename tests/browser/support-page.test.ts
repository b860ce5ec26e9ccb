import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { ERRORS } from '../../shared/src/contracts/errors.ts';
import { SUPPORT_MESSAGE_LIMIT } from '../../shared/src/accounts/support-message.ts';
import { expectAbsent, launchBrowser, openPage, seriousViolations } from '../support/browser.ts';

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

/** Fills i18next's {{name}} placeholders the way the page does (no plural forms in these texts). */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

describe.each([
  { lang: 'en', locale: 'en-US', width: 1440, height: 900 },
  { lang: 'it', locale: 'it-IT', width: 390, height: 844 },
] as const)('the contact form in $lang at $width px', ({ lang, locale, width, height }) => {
  const m = MESSAGES[lang];
  const s = m.support;

  it('a signed-in user fills it by keyboard, sends it and sees the confirmation; a refusal keeps the text', async () => {
    const { context, page } = await openPage(browser, {
      user: { clientType: 'regular' },
      locale,
      viewport: { width, height },
    });
    try {
      await page.goto(`${appUrl}/${lang}/support`);
      const form = page.getByTestId('support-form');
      await form.waitFor({ timeout: 20_000 });
      // Empty: the form's own texts, nothing sent.
      await form.getByRole('button', { name: s.formSend }).click();
      await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBe(2);

      const subject = form.getByLabel(s.formSubject);
      await subject.focus();
      await page.keyboard.type(`Invoice question ${lang}`);
      await page.keyboard.press('Tab');
      await page.keyboard.type('short');
      await form.getByRole('button', { name: s.formSend }).click();
      await form.getByText(m.validation.supportBodyShort).waitFor();

      // Too many messages: the web's text for the code, with its params; the text stays.
      let refuse = true;
      await page.route('**/api/support/messages', (route) =>
        refuse
          ? route.fulfill({
              status: 429,
              contentType: 'application/json',
              body: JSON.stringify({
                code: 'support.rate_limited',
                message: 'Too many',
                params: { limit: SUPPORT_MESSAGE_LIMIT.messages, minutes: 60 },
              }),
            })
          : route.continue(),
      );
      const body = form.getByLabel(s.formBody);
      await body.fill('The invoice for the Gelato project lists two projects.');
      await body.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const failed = page.getByTestId('support-failed');
      await failed.waitFor();
      expect(ERRORS['support.rate_limited'].message).toBe('errors.supportRateLimited');
      expect(await failed.innerText()).toBe(
        fill(m.errors.supportRateLimited_other, { limit: SUPPORT_MESSAGE_LIMIT.messages, minutes: 60 }),
      );
      expect(await body.inputValue()).toContain('Gelato project');

      refuse = false;
      await form.getByRole('button', { name: s.formSend }).press('Enter');
      const sent = page.getByTestId('support-sent');
      await sent.waitFor({ timeout: 20_000 });
      await expect.poll(() => sent.innerText()).toContain(s.formSent.split('{{time}}')[0]!.trim());
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('support-sent');
      // The focused confirmation's ring (3 px outline, 2 px offset) stays clear of the intro above
      // it; both boxes read at once (the focus scrolls the page).
      const gap = await page.evaluate((introText) => {
        const note = document.querySelector('[data-testid="support-sent"]')!.getBoundingClientRect();
        const intro = [...document.querySelectorAll('.ap-acc-card__intro')].find(
          (element) => element.textContent === introText,
        )!;
        return note.top - intro.getBoundingClientRect().bottom;
      }, s.formIntro);
      expect(gap).toBeGreaterThanOrEqual(5);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await mkdir(SHOTS, { recursive: true });
      // From the top: a full-page shot of a scrolled page draws the sticky header over its middle.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS, `support-form-sent-${lang}-${width}.png`), fullPage: true });

      // The message is in the local outbox, to the support address, with the subject typed.
      await page.goto(`${appUrl}/_local/outbox`);
      const mail = page
        .locator('li.message')
        .filter({ has: page.locator('.to', { hasText: 'support@adpulse.local' }) })
        .filter({ hasText: `Invoice question ${lang}` });
      await expect.poll(() => mail.count()).toBe(1);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('a visitor who is not signed in is asked to sign in instead', async () => {
    const { context, page } = await openPage(browser, { locale, viewport: { width, height } });
    await page.goto(`${appUrl}/${lang}/support`);
    const invitation = page.getByTestId('support-sign-in');
    await invitation.waitFor();
    await expectAbsent(page.getByTestId('support-form'));
    // Its own link (the header has a sign-in link too at 1440 px).
    const link = invitation.getByRole('link', { name: s.formSignInLink });
    await expect.poll(() => link.getAttribute('href')).toBe(`/${lang}/login`);
    await context.close();
  });
});
