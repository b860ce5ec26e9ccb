import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@adpulse/shared';
import { formatEuro } from '@adpulse/shared/i18n/money';
import { launchBrowser, seriousViolations } from '../support/browser.ts';
import { mediaFixture } from '../fixtures/media.ts';
import type { TestRuntime } from '../support/runtime.ts';
import { waitFor } from '../support/wait.ts';
import { REGULAR, openSignedIn, startWizardRuntime } from '../support/wizard-runtime.ts';
import { buyByCard, projectWithStimulus } from '../support/wizard-api.ts';
import { screenshot } from '../support/wizard-screens.ts';

/**
 * Issue 23: a panel provider's refusal ends a paid project's fieldwork. The fieldwork screen says
 * so in the reader's language (the refusal's text by its stable code, its provider filled in),
 * what went back to the card and that the project is closed; at 1440 and 390 px, in en and it.
 * The refusal goes through the real settlement (the fieldwork machine's RecordPanelFailure step,
 * `settlePanelFailure`): the local runtime's panel is simulated and never refuses.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const CODE = 'fieldwork.panel_rejected_targeting';
let browser: Browser;
let runtime: TestRuntime;
let projectId = '';
let paid = 0;

beforeAll(async () => {
  [browser, runtime] = await Promise.all([launchBrowser(), startWizardRuntime()]);
  const { context, token } = await openSignedIn(browser, runtime, REGULAR);
  await context.close();
  projectId = await projectWithStimulus(runtime, token, {
    name: 'Refused by the panel',
    type: 'discover',
    step: 5,
    stimulus: await mediaFixture('mp4'),
  });
  await buyByCard(runtime, token, projectId);
  // Imported here: the runtime has pointed the AWS clients at its own DynamoDB by now.
  const { findLoginByEmail } = await import('../../functions/src/accounts/data/users.ts');
  const { findFieldwork } = await import('../../functions/src/fieldwork/index.ts');
  const { findPayment } = await import('../../functions/src/billing/data/payments.ts');
  const { settlePanelFailure } = await import('../../functions/src/workflows/fieldwork/panel-failure.ts');
  const clientId = (await findLoginByEmail(REGULAR))?.client.clientId ?? '';
  await waitFor('the fieldwork launched', () => findFieldwork(clientId, projectId, true));
  paid = (await findPayment(clientId, projectId))?.amount ?? 0;
  // The Catch's failure as Step Functions hands it to RecordPanelFailure.
  const errorMessage = JSON.stringify({ code: CODE, params: { provider: 'dynata' } });
  const outcome = await settlePanelFailure(clientId, projectId, {
    Error: CODE,
    Cause: JSON.stringify({ errorMessage }),
  });
  expect(outcome).toMatchObject({ recorded: true, delivered: 0, refund: 'card', project: 'closed' });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the fieldwork screen after a panel refusal', () => {
  for (const lang of ['en', 'it'] as const) {
    for (const viewport of [DESKTOP, PHONE]) {
      it(`${lang} at ${viewport.width} px: the refusal by its code, the whole payment back, the project closed`, async () => {
        const f = MESSAGES[lang].fieldwork.panelFailure;
        const { context, page } = await openSignedIn(
          browser,
          runtime,
          REGULAR,
          lang === 'it' ? 'it-IT' : 'en-US',
          viewport,
        );
        await page.goto(`${runtime.url}/${lang}/project/${projectId}/fieldwork`);
        const notice = page.locator('.ap-fw-panel-failure');
        await notice.getByText(f.title).waitFor();
        const refusal = MESSAGES[lang].errors.panelRejectedTargeting.replace('{{provider}}', 'dynata');
        await notice.getByText(refusal).waitFor();
        await notice.locator(`[data-code="${CODE}"]`).waitFor();
        const back = f.cardAll.replace('{{amount}}', formatEuro(paid / 100, lang));
        await notice.getByText(`${back} ${f.refunded}`).waitFor();
        await notice.getByText(f.closed).waitFor();
        await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `fieldwork-panel-failure-${lang}-${viewport.width}`);
        await context.close();
      }, 90_000);
    }
  }
});
