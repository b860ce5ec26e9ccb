import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { findSuppression, suppressAddress } from '../../functions/src/accounts/data/mail-log.ts';
import { SHELL_REGULAR_EMAIL } from '../support/shell-accounts.ts';
import { expectAbsent, launchBrowser, openPage } from '../support/browser.ts';
import { screenshot } from '../support/wizard-screens.ts';

/**
 * SES stopped mail to the user's address (issue 23): the account screen says so and why, in the
 * user's language, and mails the address again when asked; at 1440 and 390 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a bouncing address on the account screen', () => {
  for (const [width, height, locale, language] of [
    [1440, 900, 'en-US', 'en'],
    [390, 844, 'it-IT', 'it'],
  ] as const) {
    it(`shows why mail stopped and resumes it (${width} px, ${language})`, async () => {
      const m = MESSAGES[language].accounts.account.mailStopped;
      await suppressAddress(
        SHELL_REGULAR_EMAIL,
        width > 1000 ? 'bounce' : 'complaint',
        new Date().toISOString(),
      );
      const { context, page } = await openPage(browser, {
        user: { clientType: 'regular' },
        locale,
        viewport: { width, height },
      });
      try {
        await page.goto(`${inject('appUrl')}/${language}/account`);
        const alert = page.locator('[data-mail-stopped]');
        await alert.waitFor({ timeout: 20_000 });
        await expect.poll(() => alert.innerText()).toContain(m.title);
        const said = width > 1000 ? m.bounce : m.complaint;
        await expect.poll(() => alert.innerText()).toContain(said.split('{{email}}')[0]!.trim());
        expect(await alert.innerText()).toContain(SHELL_REGULAR_EMAIL);
        const box = await alert.boundingBox();
        expect(box?.width ?? 0).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await alert.scrollIntoViewIfNeeded();
        await screenshot(page, `account-mail-stopped-${language}-${width}`);

        await alert.getByRole('button', { name: m.resume }).click();
        await expectAbsent(page.locator('[data-mail-stopped]'));
        expect(await findSuppression(SHELL_REGULAR_EMAIL)).toBeNull();
      } finally {
        await context.close();
      }
    }, 90_000);
  }
});
