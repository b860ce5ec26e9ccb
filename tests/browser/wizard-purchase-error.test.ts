import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { launchBrowser } from '../support/browser.ts';
import { mediaFixture } from '../fixtures/media.ts';
import type { TestRuntime } from '../support/runtime.ts';
import { projectWithStimulus, uploadStimulus } from '../support/wizard-api.ts';
import { CUSTOMER, openSignedIn, startWizardRuntime } from '../support/wizard-runtime.ts';
import { screenshot } from '../support/wizard-screens.ts';

let browser: Browser;
let runtime: TestRuntime;

beforeAll(async () => {
  [browser, runtime] = await Promise.all([launchBrowser(), startWizardRuntime()]);
});
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

/** Sets the client's balance of analyses to `analyses`, as an operator's adjustment would. */
async function setBalance(clientId: string, analyses: number): Promise<void> {
  // Imported here: the runtime has pointed the AWS clients at its own DynamoDB by now.
  const { readBalance } = await import('../../functions/src/billing/data/balance.ts');
  const { topUpCredits } = await import('../../functions/src/billing/credits.ts');
  const { balance } = await readBalance(clientId);
  if (balance === analyses) return;
  await topUpCredits({
    clientId,
    analyses: analyses - balance,
    note: 'purchase error test',
    actor: { kind: 'operator', id: 'tests' },
  });
}

async function customerClientId(): Promise<string> {
  const { findLoginByEmail } = await import('../../functions/src/accounts/data/users.ts');
  const login = await findLoginByEmail(CUSTOMER);
  if (!login) throw new Error(`The demo account ${CUSTOMER} was not seeded`);
  return login.client.clientId;
}

/**
 * The Done-when of issue 20, web half: ConsumeCredits throws `purchase.not_enough_analyses`
 * with `{ needed, available }` inside the purchase machine (the quote said the plan covered the
 * project; the balance dropped before the buyer confirmed). The checkout shows the text the web
 * picks by that code, its params filled in, in the page's language: never the generic error.
 */
describe('a DomainError thrown in a purchase task reaches the checkout with its code and params', () => {
  for (const [lang, locale] of [
    ['en', 'en-US'],
    ['it', 'it-IT'],
  ] as const) {
    it(`${lang}: not enough analyses, needed 2 and available 1, in the checkout's credits box`, async () => {
      const m = MESSAGES[lang];
      const clientId = await customerClientId();
      const { context, page, token } = await openSignedIn(browser, runtime, CUSTOMER, locale, {
        width: 1440,
        height: 900,
      });
      const projectId = await projectWithStimulus(runtime, token, {
        name: `Refused in a task (${lang})`,
        type: 'custom',
        step: 4,
        stimulus: await mediaFixture('mp4'),
      });
      await uploadStimulus(runtime, token, projectId, await mediaFixture('png'));
      await setBalance(clientId, 2);

      await page.goto(`${runtime.url}/${lang}/project/${encodeURIComponent(projectId)}/review`);
      await page.getByRole('button', { name: m.wizard.review.toCheckout }).click();
      await page.getByRole('heading', { level: 1, name: m.screens.checkout }).waitFor();
      const credits = page.getByRole('region', { name: m.wizard.checkout.creditsTitle });
      await credits
        .getByText(fill(m.wizard.checkout.creditsBody_other, { analyses: 2 }))
        .waitFor({ timeout: 30_000 });
      // The quote covered the project; the analyses go elsewhere before the buyer confirms.
      await setBalance(clientId, 1);
      await credits.getByRole('button', { name: m.wizard.checkout.confirmCredits }).click();

      const refusal = credits.getByRole('alert');
      await refusal.waitFor({ timeout: 30_000 });
      await expect
        .poll(() => refusal.innerText())
        .toBe(fill(m.errors.notEnoughAnalyses, { needed: 2, available: 1 }));
      expect(await refusal.innerText()).not.toBe(m.errors.default);
      expect(new URL(page.url()).pathname).toBe(`/${lang}/project/${encodeURIComponent(projectId)}/checkout`);
      await screenshot(page, `checkout-task-refusal-${lang}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `checkout-task-refusal-${lang}-390`);
      await context.close();
    });
  }
});
