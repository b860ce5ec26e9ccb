import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES, billingContract, projectsContract } from '@adpulse/shared';
import { CANCELED_PREDICT_PARAM } from '@adpulse/shared/billing/purchase';
import { launchBrowser, seriousViolations } from '../support/browser.ts';
import { mediaFixture } from '../fixtures/media.ts';
import type { TestRuntime } from '../support/runtime.ts';
import {
  CUSTOMER,
  DEMO_PASSWORD,
  REGULAR,
  openSignedIn,
  startWizardRuntime,
} from '../support/wizard-runtime.ts';
import { TEST_BILLING, buyByCard, projectStatus, projectWithStimulus } from '../support/wizard-api.ts';
import { callApi } from '../support/seed-dashboard.ts';
import { loginAt } from '../support/invoke-route.ts';
import { screenshot } from '../support/wizard-screens.ts';
import { pdfText } from '../support/pdf.ts';

const PHONE = { width: 390, height: 844 };
const VISA = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const RESEARCHER = 'researcher@custom.adpulse.local';
const BILLING = TEST_BILLING;

let browser: Browser;
let runtime: TestRuntime;

const expectNoSeriousViolations = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

/** The client id of a demo account, as its login answers it. */
async function clientIdOf(email: string): Promise<string> {
  return (await loginAt(runtime.apiUrl, email, DEMO_PASSWORD)).accountId;
}

beforeAll(async () => {
  [browser, runtime] = await Promise.all([launchBrowser(), startWizardRuntime()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

/** How far the page sticks out sideways (0: it fits the window). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function bought(token: string, name: string): Promise<string> {
  const projectId = await projectWithStimulus(runtime, token, {
    name,
    type: 'discover',
    step: 5,
    stimulus: await mediaFixture('mp4'),
  });
  await buyByCard(runtime, token, projectId);
  return projectId;
}

describe('a regular user on the billing screens (en)', () => {
  const m = MESSAGES.en;
  const b = m.billing;
  const w = m.wizard;

  it('fills the billing information, moves from basic to pro, buys a project and downloads its invoice', async () => {
    const { context, page, token } = await openSignedIn(browser, runtime, REGULAR);
    const clientId = await clientIdOf(REGULAR);
    await page.goto(`${runtime.url}/en/plan`);
    await page.getByRole('heading', { level: 1, name: m.screens.plan }).waitFor();
    await page.getByTestId('current-plan').filter({ hasText: b.plans.basic }).waitFor();
    await page.getByText(b.invoices.empty).waitFor();

    // A paid plan needs the billing information first.
    await page.getByText(b.plans.pro, { exact: true }).click();
    await page.getByText(b.change.infoNeeded).waitFor();
    const pay = page.getByRole('button', { name: b.change.pay.replace('{{amount}}', '€290.00') });
    await expect.poll(() => pay.isDisabled()).toBe(true);
    await page.getByRole('link', { name: b.change.infoLink }).click();
    await page.getByRole('heading', { level: 1, name: m.screens.billingInfo }).waitFor();

    await page.getByLabel(w.fields.company, { exact: true }).fill(BILLING.company);
    await page.getByLabel(w.fields.vat, { exact: true }).fill('1234567890');
    await page.getByLabel(w.fields.address, { exact: true }).fill(BILLING.address);
    await page.getByLabel(w.fields.zip, { exact: true }).fill(BILLING.zip);
    await page.getByLabel(w.fields.city, { exact: true }).fill(BILLING.city);
    await page.getByRole('button', { name: b.info.save }).click();
    // Ten digits are refused with the spec's message, and the terms must be accepted.
    await page.getByText(m.validation.vat.replace('{{field}}', w.fields.vat)).waitFor();
    await page.getByText(m.validation.checkbox).waitFor();
    await page.getByLabel(w.fields.vat, { exact: true }).fill(BILLING.vat);
    await page.getByText(w.checkout.acceptTerms).click();
    await page.getByRole('button', { name: b.info.save }).click();
    await page.getByRole('status').filter({ hasText: b.info.saved }).waitFor();
    await expect
      .poll(
        async () =>
          (
            await callApi(runtime, token, billingContract.routes.getBillingInfo, {
              params: { clientId },
            })
          ).billingInfo,
      )
      .toMatchObject({ ...BILLING, vat: BILLING.vat });
    await expectNoSeriousViolations(page);

    await page.goto(`${runtime.url}/en/plan`);
    await page.getByText(b.plans.pro, { exact: true }).click();
    await page.getByLabel(w.fields.cardNumber).fill(DECLINED);
    await pay.click();
    await page.getByRole('alert').filter({ hasText: m.errors.payment_card_declined }).waitFor();
    await page.getByTestId('current-plan').filter({ hasText: b.plans.basic }).waitFor();
    await page.getByLabel(w.fields.cardNumber).fill(VISA);
    await pay.click();
    await page
      .getByRole('status')
      .filter({ hasText: b.change.changed.replace('{{plan}}', b.plans.pro) })
      .waitFor();
    await page.getByTestId('current-plan').filter({ hasText: b.plans.pro }).waitFor();
    await page.locator('tr[data-invoice]').first().waitFor();
    await expect.poll(() => page.locator('tr[data-invoice]').count()).toBe(1);
    await screenshot(page, 'billing-plan-en');
    await expectNoSeriousViolations(page);

    // A project's checkout starts from the saved billing details; the terms are accepted per purchase.
    const unpaid = await projectWithStimulus(runtime, token, {
      name: 'Prefilled checkout',
      type: 'discover',
      step: 5,
      stimulus: await mediaFixture('mp4'),
    });
    await page.goto(`${runtime.url}/en/project/${unpaid}/checkout`);
    await page.getByText(w.checkout.feasible).waitFor({ timeout: 30_000 });
    for (const field of ['company', 'vat', 'address', 'zip', 'city'] as const) {
      await expect
        .poll(() => page.getByLabel(w.fields[field], { exact: true }).inputValue(), { message: field })
        .toBe(BILLING[field]);
    }
    await expect.poll(() => page.getByLabel(w.checkout.acceptTerms).isChecked()).toBe(false);
    await page.goto(`${runtime.url}/en/plan`);

    // GET /buy says succeeded once the purchase is recorded, after its invoice.
    const projectId = await bought(token, 'Invoice check');
    await page.reload();
    await expect.poll(() => page.locator('tr[data-invoice]').count(), { timeout: 20_000 }).toBe(2);
    const invoices = await callApi(runtime, token, billingContract.routes.listInvoices, {
      params: { clientId },
    });
    const invoice = invoices.items.find((item) => item.projectId === projectId)!;
    expect(invoice).toMatchObject({ kind: 'purchase', total: 100_000 });
    const row = page.locator(`tr[data-invoice="${invoice.number}"]`);
    await row.getByText('€1,000.00').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row
        .getByRole('button', { name: b.invoices.downloadLabel.replace('{{number}}', invoice.number) })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`AdPulse-invoice-${invoice.number}.pdf`);
    const text = await pdfText(new Uint8Array(await readFile((await download.path())!)));
    expect(text).toContain(invoice.number);
    expect(text).toContain(BILLING.company);
    await context.close();
  }, 180_000);
});

describe('the billing screens on a phone (it)', () => {
  const m = MESSAGES.it;
  const b = m.billing;

  it('a custom admin reads balance, ledger, invoices, usage and the contract plan at 390 px', async () => {
    const { context, page } = await openSignedIn(browser, runtime, CUSTOMER, 'it-IT', PHONE);
    await page.goto(`${runtime.url}/it/billing`);
    await page.getByRole('heading', { level: 1, name: m.screens.billing }).waitFor();
    await page.getByText(b.invoices.note).waitFor();
    await page.getByTestId('credits-balance').waitFor();
    await page.getByText(b.credits.reasons.plan, { exact: true }).first().waitFor();
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'billing-credits-it-phone');

    await page.goto(`${runtime.url}/it/usage`);
    await page.getByRole('heading', { level: 1, name: m.screens.usage }).waitFor();
    for (const label of [b.usage.balance, b.usage.analysed, b.usage.inProgress])
      await page.getByText(label, { exact: true }).waitFor();
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);

    await page.goto(`${runtime.url}/it/plan`);
    await page.getByTestId('current-plan').filter({ hasText: b.plans.pro }).waitFor();
    await page.getByText(b.current.managed).waitFor();
    await expect.poll(() => page.getByRole('button', { name: b.change.submit }).count()).toBe(0);
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  }, 120_000);

  it('a regular user sees the plans in euros in the Italian format and the billing form at 390 px', async () => {
    const { context, page, token } = await openSignedIn(browser, runtime, REGULAR, 'it-IT', PHONE);
    const clientId = await clientIdOf(REGULAR);
    await callApi(runtime, token, billingContract.routes.saveBillingInfo, {
      params: { clientId },
      body: BILLING,
    });
    await page.goto(`${runtime.url}/it/plan`);
    await page.getByRole('heading', { level: 1, name: m.screens.plan }).waitFor();
    await page.getByText(b.plans.pro, { exact: true }).click();
    await page.getByText(b.cycles.yearly, { exact: true }).click();
    await page.getByText(b.offer.perYear.replace('{{price}}', '9.900,00\u00a0€')).waitFor();
    await expect
      .poll(() =>
        page.getByRole('button', { name: b.change.pay.replace('{{amount}}', '2.900,00\u00a0€') }).isEnabled(),
      )
      .toBe(true);
    await page.getByText(b.invoices.note).waitFor();
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'billing-plan-it-phone');

    await page.goto(`${runtime.url}/it/billing-info`);
    await page.getByRole('heading', { level: 1, name: m.screens.billingInfo }).waitFor();
    await page.getByLabel(m.wizard.fields.vat, { exact: true }).waitFor();
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
    await context.close();
  }, 120_000);
});

describe('access (spec section 6)', () => {
  it("a custom multi-user client's researcher cannot open billing or usage", async () => {
    const m = MESSAGES.en;
    const { context, page } = await openSignedIn(browser, runtime, RESEARCHER);
    for (const screen of ['billing', 'usage']) {
      await page.goto(`${runtime.url}/en/${screen}`);
      // The redirect follows the session check: more than expect.poll's 1 s default on a busy machine.
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/en/dashboard');
      await page.getByRole('alert').filter({ hasText: m.errors.pageNotFound }).waitFor();
    }
    await context.close();
  }, 60_000);
});

describe('a quick predict that cannot be paid (en)', () => {
  it('shows why and leaves no pending project behind, before and after a retry', async () => {
    const m = MESSAGES.en;
    const w = m.wizard;
    const clientId = await clientIdOf(REGULAR);
    // No analysis left: the predict would be paid by card, which the quick flow does not take.
    const { context, page, token } = await openSignedIn(browser, runtime, REGULAR);
    // The plan is read first, so basic's free analyses are already in the balance taken away.
    await callApi(runtime, token, billingContract.routes.getPlan, { params: { clientId } });
    const { readBalance } = await import('../../functions/src/billing/data/balance.ts');
    const { topUpCredits } = await import('../../functions/src/billing/credits.ts');
    const { balance } = await readBalance(clientId);
    if (balance > 0)
      await topUpCredits({
        clientId,
        analyses: -balance,
        note: 'predict test',
        actor: { kind: 'operator', id: 'tests' },
      });
    expect((await readBalance(clientId)).balance).toBe(0);

    const created: string[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/projects')
        void response.json().then((body: { _id: string }) => created.push(body._id));
    });
    await page.goto(`${runtime.url}/en/dashboard`);
    await page.getByRole('button', { name: w.predict.open }).click();
    const dialog = page.getByRole('dialog', { name: w.predict.title });
    await dialog.getByLabel(w.fields.name, { exact: true }).fill('Unpaid predict');
    await dialog.getByText(w.predict.image, { exact: true }).click();
    await dialog.getByTestId('stimulus-file').setInputFiles(await mediaFixture('png'));
    await dialog.getByText('frame-320x240.png').waitFor();
    const status = (projectId: string) => projectStatus(runtime, token, projectId);

    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await dialog.getByRole('button', { name: w.predict.submit }).click();
      await dialog.getByRole('alert').filter({ hasText: m.errors.cannotBuy }).waitFor({ timeout: 30_000 });
      await expect.poll(() => created.length).toBe(attempt);
      // The dialog is still open, and the project it made is already gone.
      await expect.poll(() => status(created[attempt - 1]!), { timeout: 15_000 }).toBe(404);
    }
    const pending = await callApi(runtime, token, projectsContract.routes.listProjects, {
      params: { clientId },
      query: { projectsStatus: 'pending', projectsInfolder: 'any', limit: 100 },
    });
    expect(pending.items.map((project) => project.name)).not.toContain('Unpaid predict');
    await context.close();
  }, 120_000);
});

describe('a quick predict left before it is bought (en)', () => {
  it('deletes its project when the page is left or closed mid-flow (pagehide)', async () => {
    const w = MESSAGES.en.wizard;
    const { context, token } = await openSignedIn(browser, runtime, REGULAR);
    const status = (projectId: string) => projectStatus(runtime, token, projectId);

    for (const leave of ['navigate', 'close'] as const) {
      const page = await context.newPage();
      const created: string[] = [];
      page.on('response', (response) => {
        if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/projects')
          void response.json().then((body: { _id: string }) => created.push(body._id));
      });
      // The upload never gets its presigned address: the flow stays between creating and buying.
      let stalled = false;
      await page.route('**/api/projects/*/assets', (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        stalled = true;
        return new Promise<void>(() => undefined);
      });
      await page.goto(`${runtime.url}/en/dashboard`);
      await page.getByRole('button', { name: w.predict.open }).click();
      const dialog = page.getByRole('dialog', { name: w.predict.title });
      await dialog.getByLabel(w.fields.name, { exact: true }).fill(`Left predict ${leave}`);
      await dialog.getByText(w.predict.image, { exact: true }).click();
      await dialog.getByTestId('stimulus-file').setInputFiles(await mediaFixture('png'));
      await dialog.getByText('frame-320x240.png').waitFor();
      await dialog.getByRole('button', { name: w.predict.submit }).click();
      await expect.poll(() => stalled, { timeout: 30_000 }).toBe(true);
      await expect.poll(() => created.length).toBe(1);
      const projectId = created[0]!;
      expect(await status(projectId)).toBe(200);

      // A full page load (not the app's own navigation, which would unmount the dialog) or a
      // closed tab: only the pagehide listener can delete the project.
      if (leave === 'navigate') await page.goto(`${runtime.url}/en/plan`);
      else await page.close({ runBeforeUnload: true });
      await expect.poll(() => status(projectId), { timeout: 15_000 }).toBe(404);
      if (leave === 'navigate') await page.close();
    }
    await context.close();
  }, 120_000);
});

describe('a quick predict cancelled on the payment page (en)', () => {
  it('comes back to the dashboard, which deletes its unbought project before listing and cleans the address', async () => {
    const { context, page, token } = await openSignedIn(browser, runtime, REGULAR);
    const project = await callApi(runtime, token, projectsContract.routes.createProject, {
      body: { name: 'Cancelled predict', type: 'predict', viewer: 'tv', predictMediaType: 'image' },
    });
    await callApi(runtime, token, projectsContract.routes.createProject, {
      body: { name: 'Kept draft', type: 'discover' },
    });
    const status = () => projectStatus(runtime, token, project._id);
    expect(await status()).toBe(200);

    // Where Stripe's cancel link leads (functions/src/billing/purchase/buy.ts).
    await page.goto(`${runtime.url}/en/dashboard?${CANCELED_PREDICT_PARAM}=${project._id}`);
    await expect.poll(status, { timeout: 15_000 }).toBe(404);
    await expect.poll(() => new URL(page.url()).search, { timeout: 15_000 }).toBe('');
    await page.getByRole('heading', { level: 1, name: MESSAGES.en.screens.dashboard }).waitFor();
    // The list is drawn (with the other pending project) and the cancelled one is not in it.
    await page.getByText('Kept draft').first().waitFor();
    await expect.poll(() => page.getByText('Cancelled predict').count()).toBe(0);
    await context.close();
  }, 60_000);
});
