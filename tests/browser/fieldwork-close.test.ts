import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MESSAGES, projectsContract } from '@adpulse/shared';
import { formatEuro } from '@adpulse/shared/i18n/money';
import { launchBrowser, seriousViolations } from '../support/browser.ts';
import { mediaFixture } from '../fixtures/media.ts';
import type { TestRuntime } from '../support/runtime.ts';
import { callApi } from '../support/seed-dashboard.ts';
import { waitFor } from '../support/wait.ts';
import { REGULAR, openSignedIn, startWizardRuntime } from '../support/wizard-runtime.ts';
import { TEST_AUDIENCE, buyByCard, projectWithStimulus } from '../support/wizard-api.ts';
import { screenshot } from '../support/wizard-screens.ts';

/**
 * Issue 23 on the fieldwork screen: the client closes fieldwork early (a button, a confirmation
 * that says on how many completes the analysis will run, then the closing state), and an own
 * audience's direct link with its QR code is shown without the deployment's test-URL flag.
 * In the same runtime, a panel provider's refusal that ended a paid project's fieldwork: the
 * screen says so in the reader's language (the refusal's text by its stable code, its provider
 * filled in), what went back to the card and that the project is closed. The refusal goes through
 * the real settlement (the fieldwork machine's RecordPanelFailure step, `settlePanelFailure`): the
 * local runtime's panel is simulated and never refuses.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
let browser: Browser;
let runtime: TestRuntime;
/** One bought project per close (a close cannot be undone), the first with its own audience. */
const projects: string[] = [];
const REFUSAL = 'fieldwork.panel_rejected_targeting';
/** The project a panel refused, and what its card paid. */
const refused = { projectId: '', paid: 0 };
let clientId = '';

beforeAll(async () => {
  [browser, runtime] = await Promise.all([launchBrowser(), startWizardRuntime()]);
  const { context, token } = await openSignedIn(browser, runtime, REGULAR);
  await context.close();
  const stimulus = await mediaFixture('mp4');
  for (const [index, source] of (['own', 'panel'] as const).entries()) {
    const projectId = await projectWithStimulus(runtime, token, {
      name: `Close early ${index + 1}`,
      type: 'discover',
      step: 5,
      stimulus,
    });
    await callApi(runtime, token, projectsContract.routes.updateProject, {
      params: { projectId },
      body: { audience: { ...TEST_AUDIENCE, source } },
    });
    await buyByCard(runtime, token, projectId);
    projects.push(projectId);
  }
  refused.projectId = await projectWithStimulus(runtime, token, {
    name: 'Refused by the panel',
    type: 'discover',
    step: 5,
    stimulus,
  });
  await buyByCard(runtime, token, refused.projectId);
  // Imported here: the runtime has pointed the AWS clients at its own DynamoDB by now.
  const { findLoginByEmail } = await import('../../functions/src/accounts/data/users.ts');
  const { findFieldwork } = await import('../../functions/src/fieldwork/index.ts');
  const { findPayment } = await import('../../functions/src/billing/data/payments.ts');
  const { settlePanelFailure } = await import('../../functions/src/workflows/fieldwork/panel-failure.ts');
  clientId = (await findLoginByEmail(REGULAR))?.client.clientId ?? '';
  await waitFor('the fieldwork launched', () => findFieldwork(clientId, refused.projectId, true));
  refused.paid = (await findPayment(clientId, refused.projectId))?.amount ?? 0;
  // The Catch's failure as Step Functions hands it to RecordPanelFailure.
  const errorMessage = JSON.stringify({ code: REFUSAL, params: { provider: 'dynata' } });
  const outcome = await settlePanelFailure(clientId, refused.projectId, {
    Error: REFUSAL,
    Cause: JSON.stringify({ errorMessage }),
  });
  expect(outcome).toMatchObject({ recorded: true, delivered: 0, refund: 'card', project: 'closed' });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

/** The regular client's fieldwork screen of a project, in `lang` at `viewport`. */
async function openFieldwork(
  lang: 'en' | 'it',
  viewport: { width: number; height: number },
  projectId: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openSignedIn(browser, runtime, REGULAR, lang === 'it' ? 'it-IT' : 'en-US', viewport);
  await opened.page.goto(`${runtime.url}/${lang}/project/${projectId}/fieldwork`);
  return opened;
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('closing fieldwork early from the fieldwork screen', () => {
  for (const [index, lang, viewport] of [
    [0, 'en', DESKTOP],
    [1, 'it', PHONE],
  ] as const) {
    it(`${lang} at ${viewport.width} px: the button, its confirmation from the keyboard, then the closing state`, async () => {
      const m = MESSAGES[lang];
      const f = m.fieldwork;
      const projectId = projects[index] ?? '';
      const { context, page } = await openFieldwork(lang, viewport, projectId);
      await page.getByRole('heading', { level: 2, name: f.states.fielding }).waitFor();
      if (index === 0) {
        // An own audience: its direct link and QR code, with the test-URL flag off.
        await page.getByRole('heading', { level: 2, name: f.ownAudience.title }).waitFor();
        await page.locator('[data-panel="direct"]').waitFor();
        await page.getByRole('img', { name: f.qr.label }).waitFor();
        await expect.poll(() => page.locator('[data-panel="dynata"]').count()).toBe(0);
      } else {
        await expect.poll(() => page.locator('[data-panel]').count()).toBe(0);
      }

      const close = page.getByRole('button', { name: f.closeEarly.button });
      await close.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: f.closeEarly.title });
      await dialog.waitFor();
      const message = f.closeEarly.confirm_other.replace('{{count}}', '0').replace('{{target}}', '150');
      await dialog.getByText(message).waitFor();
      await screenshot(page, `fieldwork-close-confirm-${lang}-${viewport.width}`);
      // Cancel has the focus: Tab to the confirm button, Enter.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByText(f.closeEarly.closing).waitFor();
      await page.getByRole('heading', { level: 2, name: f.states.closing }).waitFor();
      await expect.poll(() => close.count()).toBe(0);
      await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `fieldwork-closing-${lang}-${viewport.width}`);

      // The fieldwork machine's next check closes it: closed early, on the screen's next read.
      await page
        .getByText(f.closeEarly.closedEarly.split('{{date}}')[0]?.trim() ?? '')
        .waitFor({ timeout: 60_000 });
      await page.getByRole('heading', { level: 2, name: f.states.closed }).waitFor();
      await context.close();
    }, 150_000);
  }
});

describe('the fieldwork screen after a panel refusal', () => {
  for (const [lang, viewport] of [
    ['en', DESKTOP],
    ['it', PHONE],
  ] as const) {
    it(`${lang} at ${viewport.width} px: the refusal by its code, the whole payment back, the project closed`, async () => {
      const f = MESSAGES[lang].fieldwork.panelFailure;
      const { context, page } = await openFieldwork(lang, viewport, refused.projectId);
      const notice = page.locator('.ap-fw-panel-failure');
      await notice.getByText(f.title).waitFor();
      const refusal = MESSAGES[lang].errors.panelRejectedTargeting.replace('{{provider}}', 'Dynata');
      await notice.getByText(refusal).waitFor();
      await notice.locator(`[data-code="${REFUSAL}"]`).waitFor();
      const back = f.cardAll.replace('{{amount}}', formatEuro(refused.paid / 100, lang));
      await notice.getByText(`${back} ${f.refunded}`).waitFor();
      await notice.getByText(f.closed).waitFor();
      await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `fieldwork-panel-failure-${lang}-${viewport.width}`);
      await context.close();
    }, 90_000);
  }
});

describe("the fieldwork screen after the panel's reconciliation", () => {
  /** What ClosePanel recorded for the panel project closed above, replaced by a reconciliation that differs. */
  const reconciled = { ours: 148, accepted: 146, removed: 2, providerCompletes: 150 };

  beforeAll(async () => {
    const projectId = projects[1] ?? '';
    const { findFieldwork } = await import('../../functions/src/fieldwork/index.ts');
    const { recordPanelReconciliation } =
      await import('../../functions/src/fieldwork/data/fieldwork-store.ts');
    // The machine closes at the (simulated) panel and reconciles first; then the figures that differ.
    await waitFor(
      'the panel project reconciled',
      async () => (await findFieldwork(clientId, projectId, true))?.panel?.reconciliation,
      { timeoutMs: 60_000 },
    );
    const at = new Date().toISOString();
    await recordPanelReconciliation(clientId, projectId, {
      ...reconciled,
      difference: reconciled.ours - reconciled.providerCompletes,
      updated: reconciled.ours,
      alreadyFinal: 0,
      at,
    });
  }, 90_000);

  for (const [lang, viewport] of [
    ['en', DESKTOP],
    ['it', PHONE],
  ] as const) {
    it(`${lang} at ${viewport.width} px: our completes against Dynata's, and the two it counted that we lack`, async () => {
      const r = MESSAGES[lang].fieldwork.reconciliation;
      const { context, page } = await openFieldwork(lang, viewport, projects[1] ?? '');
      const card = page.getByRole('region', { name: r.title.replace('{{provider}}', 'Dynata') });
      await card.waitFor();
      const figure = (key: string) => card.locator(`[data-figure="${key}"] dd`);
      await expect.poll(() => figure('ours').textContent()).toBe('148');
      await expect.poll(() => figure('removed').textContent()).toBe('2');
      await expect.poll(() => figure('provider').textContent()).toBe('150');
      const lacking = r.providerOnly_other.replace('{{provider}}', 'Dynata').replace('{{count}}', '2');
      await card.getByText(lacking).waitFor();
      await expect.poll(() => card.getByText(r.agree).count()).toBe(0);
      await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `fieldwork-reconciliation-${lang}-${viewport.width}`);
      await context.close();
    }, 90_000);
  }
});
