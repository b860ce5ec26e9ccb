import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { projectsContract } from '@adpulse/shared';
import { callApi } from '../support/seed-dashboard.ts';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { formatEuro } from '../../shared/src/i18n/money.ts';
import { expectAbsent, launchBrowser, seriousViolations } from '../support/browser.ts';
import { mediaFixture } from '../fixtures/media.ts';
import type { TestRuntime } from '../support/runtime.ts';
import { REGULAR, openSignedIn, startWizardRuntime } from '../support/wizard-runtime.ts';
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

const euro = (amount: number) => formatEuro(amount, 'en');

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, String(value)), text);

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

async function projectIdOf(page: Page): Promise<string> {
  await page.waitForURL(/\/project\/[^/]+\/audience$/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[3]!);
}

describe('a regular user buys a Discover project (en)', () => {
  const m = MESSAGES.en;
  const w = m.wizard;

  it('creates, sets the audience, uploads an MP4, reviews, passes feasibility and pays with the test card', async () => {
    const { context, page } = await openSignedIn(browser, runtime, REGULAR);
    await page.goto(`${runtime.url}/en/new-project`);
    await page.getByRole('heading', { level: 1, name: m.screens.newProject }).waitFor();
    // Package defaults: Discover 1 video, 1 minute, 150 respondents, €1,000.00 (the English money format).
    const discover = page.locator('label.ap-wz-type-card', { hasText: w.types.discover });
    expect(euro(1000)).toBe('€1,000.00');
    await expect.poll(() => discover.textContent()).toContain(euro(1000));
    await expect
      .poll(() => page.locator('label.ap-wz-type-card', { hasText: w.types.abtest }).textContent())
      .toContain(euro(1900));
    await screenshot(page, 'new-project-en');
    await page.getByRole('button', { name: w.newProject.submit }).click();
    await page.getByText(fill(m.validation.required, { field: w.fields.name })).waitFor();
    await page.getByLabel(w.newProject.name).fill('Spring teaser');
    await page.locator('label.ap-wz-type-card', { hasText: w.types.discover }).click();
    await expect
      .poll(() => page.getByRole('radio', { name: new RegExp(`^${w.types.discover}`) }).isChecked())
      .toBe(true);
    await page.getByLabel(w.newProject.viewer).selectOption('youtube');
    await page.getByRole('button', { name: w.newProject.submit }).click();
    const projectId = await projectIdOf(page);
    await page.getByRole('heading', { level: 1, name: m.screens.audience }).waitFor();

    // The bar: Audience, Upload, Check, Pay; only Audience is open.
    const bar = page.getByRole('navigation', { name: w.bar.label });
    const items = () => bar.getByRole('listitem').allInnerTexts();
    await expect.poll(items).toHaveLength(4);
    for (const [index, label] of [w.bar.audience, w.bar.upload, w.bar.check, w.bar.pay].entries()) {
      await expect
        .poll(async () => (await items())[index])
        .toContain(`${fill(w.bar.position, { current: index + 1, total: 4 })}:`);
      await expect.poll(async () => (await items())[index]).toContain(label);
    }
    await expect.poll(() => bar.locator('[aria-current="step"]').innerText()).toContain(w.bar.audience);
    await expect.poll(() => bar.getByRole('link').count()).toBe(0);

    // Audience needs a country and a brand category.
    await page.getByRole('button', { name: w.actions.next, exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: fill(m.validation.required, { field: w.fields.country }) })
      .waitFor();
    await page
      .getByText(fill(m.validation.required, { field: w.fields.category }))
      .first()
      .waitFor();
    await screenshot(page, 'audience-errors-en');

    await page.getByLabel(w.fields.country).selectOption('IT');
    await page.getByText(w.audience.refine, { exact: true }).click();
    await expect.poll(() => page.getByRole('switch', { name: w.audience.refine }).isChecked()).toBe(true);
    // Choosing a country selects all its regions (Italy's six).
    const regions = page.getByRole('group', { name: w.audience.regions });
    for (const region of Object.values(w.regions)) {
      await expect.poll(() => regions.getByRole('checkbox', { name: region }).isChecked()).toBe(true);
    }
    await regions.getByText(w.regions.sardinia, { exact: true }).click();
    await expect
      .poll(() => regions.getByRole('checkbox', { name: w.regions.sardinia }).isChecked())
      .toBe(false);
    // Changing the target group resets the age ranges to that group's full list.
    const ages = page.getByRole('group', { name: w.audience.ageRanges });
    await ages.getByText(/^18–25/).click();
    await expect.poll(() => ages.getByRole('checkbox', { name: /^18–25/ }).isChecked()).toBe(false);
    await page.getByText(w.audience.primary, { exact: true }).click();
    await expect.poll(() => ages.getByRole('checkbox').count()).toBe(3);
    for (const label of ['18–34 · 35%', '35–54 · 45%', '55–64 · 20%']) {
      await expect.poll(() => ages.getByRole('checkbox', { name: label }).isChecked()).toBe(true);
    }
    await page.getByText(w.audience.national, { exact: true }).click();
    for (const label of ['18–25 · 20%', '26–35 · 20%', '36–45 · 20%', '46–55 · 20%', '56–75 · 20%']) {
      await expect.poll(() => ages.getByRole('checkbox', { name: label }).isChecked()).toBe(true);
    }
    await page.getByLabel(w.fields.category).selectOption('food');
    await page.getByText(fill(w.audience.respondents_other, { respondents: 300 }), { exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByRole('radio', { name: fill(w.audience.respondents_other, { respondents: 300 }) })
          .isChecked(),
      )
      .toBe(true);
    await page.getByRole('status').filter({ hasText: w.save.saved }).waitFor();
    await screenshot(page, 'audience-en');

    // Auto-saved: leaving and coming back finds everything where it was.
    await page.goto(`${runtime.url}/en/dashboard`);
    await page.goto(`${runtime.url}/en/project/${projectId}/audience`);
    await page.getByRole('heading', { level: 1, name: m.screens.audience }).waitFor();
    await expect.poll(() => page.getByLabel(w.fields.country).inputValue()).toBe('IT');
    await expect.poll(() => page.getByLabel(w.fields.category).inputValue()).toBe('food');
    await expect
      .poll(() => regions.getByRole('checkbox', { name: w.regions.sardinia }).isChecked())
      .toBe(false);

    await page.getByRole('button', { name: w.actions.next, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: m.screens.stimulus }).waitFor();
    await expect
      .poll(() => page.getByText(fill(w.stimulus.countExact, { uploaded: 0, required: 1 })).count())
      .toBe(1);
    await screenshot(page, 'stimulus-empty-en');
    // Continuing without the package's video is refused.
    await page.getByRole('button', { name: w.actions.next, exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: fill(w.stimulus.needMore, { missing: 1 }) })
      .waitFor();

    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await page.getByTestId('stimulus-file').setInputFiles(await mediaFixture('mp4'));
    await page.getByRole('heading', { level: 3, name: 'clip-3s-320x240' }).waitFor();
    await page.getByText(fill(w.stimulus.countExact, { uploaded: 1, required: 1 })).waitFor();
    const progress = await page.evaluate(
      () => (window as unknown as { progressSeen: number[] }).progressSeen,
    );
    expect(progress).toContain(100);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'clip-3s-320x240' }) });
    await expect.poll(() => card.getByText('0:03').count()).toBeGreaterThan(0);
    await expect.poll(() => card.getByText('320×240').count()).toBe(1);
    await expect
      .poll(() =>
        card.getByRole('img', { name: fill(w.stimulus.thumbnailAlt, { name: 'clip-3s-320x240' }) }).count(),
      )
      .toBe(1);
    await card.getByLabel(w.stimulus.developmentStage).selectOption('draft');
    await card.getByRole('status').filter({ hasText: w.save.saved }).waitFor();
    // The package is complete: the drop zone gives way to the rule.
    await page.getByText(w.stimulus.full).waitFor();
    await screenshot(page, 'stimulus-en');
    await expectNoSeriousViolations(page);

    // Review shows the server's quote (the price POST /buy charges), not a price of its own.
    const quoted = page.waitForResponse((answer) => /\/api\/projects\/[^/]+\/buy\/quote$/.test(answer.url()));
    await page.getByRole('button', { name: w.actions.next, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: m.screens.review }).waitFor();
    expect((await (await quoted).json()) as unknown).toMatchObject({ price: { total: 1600 } });
    const review = page.locator('main');
    // 300 respondents (chosen above) cost more than 150: 400 € + 300 × 4 € (issue 26).
    await review.getByText(euro(1600), { exact: false }).first().waitFor({ timeout: 20_000 });
    for (const text of [
      'Spring teaser',
      w.types.discover,
      'YouTube',
      euro(1600),
      'Italy (IT)',
      w.stages.draft,
    ]) {
      await expect
        .poll(() => review.getByText(text, { exact: false }).count(), { message: text })
        .toBeGreaterThan(0);
    }
    await screenshot(page, 'review-en');

    await page.getByRole('button', { name: w.review.toPayment }).click();
    await page.getByRole('heading', { level: 1, name: m.screens.checkout }).waitFor();
    await page.getByText(w.checkout.feasible).waitFor({ timeout: 20_000 });
    // What the project costs and why, as the server quoted it: set-up plus 300 respondents.
    const price = page.getByRole('region', { name: m.billing.pricing.title });
    await price.waitFor();
    await price
      .getByText(fill(m.billing.pricing.sample_other, { package: w.types.discover, count: 300 }))
      .waitFor();
    await price.getByText(euro(400), { exact: true }).waitFor();
    await price.getByText(euro(1200), { exact: true }).waitFor();
    await expect.poll(() => price.getByTestId('quote-total').textContent()).toBe(euro(1600));
    await price.getByText(m.billing.pricing.planCovers).waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'checkout-price-en-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBeLessThanOrEqual(0);
    await screenshot(page, 'checkout-price-en-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel(w.fields.company).fill('Demo Brand S.r.l.');
    await page.getByLabel(w.fields.vat).fill('1234567890');
    await page.getByLabel(w.fields.address).fill('Via Roma 1');
    await page.getByLabel(w.fields.zip).fill('20100');
    await page.getByLabel(w.fields.city).fill('Milano');
    await page.getByLabel(w.fields.cardNumber).fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: fill(w.checkout.pay, { amount: euro(1600) }) }).click();
    await page.getByText(fill(m.validation.vat, { field: w.fields.vat })).waitFor();
    await page.getByText(m.validation.checkbox).waitFor();
    await page.getByLabel(w.fields.vat).fill('12345678901');
    await page.getByText(w.checkout.acceptTerms, { exact: true }).click();
    await screenshot(page, 'checkout-en');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: fill(w.checkout.pay, { amount: euro(1600) }) }).click();
    // The declined test card: the card’s own reason, and the user may try again.
    await page
      .getByRole('alert')
      .filter({ hasText: m.errors.payment_card_declined })
      .waitFor({ timeout: 20_000 });
    await page.getByLabel(w.fields.cardNumber).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: fill(w.checkout.pay, { amount: euro(1600) }) }).click();

    await page.waitForURL(`**/en/success-payment?project=${projectId}`, { timeout: 20_000 });
    const modal = page.getByRole('dialog', { name: m.analysisModal.title });
    await modal.waitFor();
    await page.getByText(fill(w.success.body, { name: 'Spring teaser' })).waitFor();
    // Money moved: the card paid, so the page says the payment was received.
    await page.getByRole('heading', { level: 1, name: m.screens.successPayment }).waitFor();
    await screenshot(page, 'success-en');
    await expectNoSeriousViolations(page);
    await modal.getByRole('button', { name: m.dialogs.close }).click();

    // Bought: active, completed; the wizard is closed to it.
    const project = await callApi(
      runtime,
      await page.evaluate(() => JSON.parse(localStorage.getItem('adpulse.state.v1') ?? '{}').session.token),
      projectsContract.routes.getProject,
      { params: { projectId } },
    );
    expect(project).toMatchObject({ status: 'active', step: 6 });
    await page.goto(`${runtime.url}/en/project/${projectId}/review`);
    await page.waitForURL('**/en/dashboard');
    await page.getByRole('alert').filter({ hasText: m.errors.pageNotFound }).waitFor();

    // Its card shows the stimulus: the thumbnail of the uploaded 320x240 video.
    const picture = page.locator(`article[data-project-id="${projectId}"] .ap-pcard__thumb img`);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
      .toBe(320);
    await context.close();
  });
});

describe('a regular user buys an A/B test (it)', () => {
  const m = MESSAGES.it;
  const w = m.wizard;

  it('with its own audience: uploads a real MP4 and a real PNG, pays the set-up alone, and finds both purchases active on the dashboard', async () => {
    const { context, page } = await openSignedIn(browser, runtime, REGULAR, 'it-IT');
    await page.goto(`${runtime.url}/it/new-project`);
    await page.getByRole('heading', { level: 1, name: m.screens.newProject }).waitFor();
    await screenshot(page, 'new-project-it');
    await page.getByLabel(w.newProject.name).fill('Confronto estivo');
    await page.locator('label.ap-wz-type-card', { hasText: w.types.abtest }).click();
    await page.getByRole('button', { name: w.newProject.submit }).click();
    const projectId = await projectIdOf(page);
    await page.getByRole('heading', { level: 1, name: m.screens.audience }).waitFor();
    await page.getByLabel(w.fields.country).selectOption('IT');
    await page.getByLabel(w.fields.category).selectOption('beverages');
    // Who answers: the client's own link, so no panel fee (README "Pricing"): the set-up alone.
    const ownSource = page.getByRole('radio', { name: new RegExp(`^${w.audienceSource.own}`) });
    await expect.poll(() => ownSource.isChecked()).toBe(false);
    await page.getByText(w.audienceSource.own, { exact: true }).click();
    await expect.poll(() => ownSource.isChecked()).toBe(true);
    await screenshot(page, 'audience-own-it');
    await page.getByRole('button', { name: w.actions.next, exact: true }).click();

    await page.getByRole('heading', { level: 1, name: m.screens.stimulus }).waitFor();
    await page.getByTestId('stimulus-file').setInputFiles(await mediaFixture('mp4'));
    await page.getByText(fill(w.stimulus.countExact, { uploaded: 1, required: 2 })).waitFor();
    await page.getByTestId('stimulus-file').setInputFiles(await mediaFixture('png'));
    await page.getByText(fill(w.stimulus.countExact, { uploaded: 2, required: 2 })).waitFor();
    const png = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'frame-320x240' }) });
    await expect.poll(() => png.getByText(w.stimulus.image, { exact: true }).count()).toBe(1);
    await screenshot(page, 'stimulus-it');

    await page.getByRole('button', { name: w.actions.next, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: m.screens.review }).waitFor();
    await expect
      .poll(() => page.getByText(formatEuro(700, 'it'), { exact: false }).count())
      .toBeGreaterThan(0);
    await page.getByText(w.audienceSource.own, { exact: true }).waitFor();
    await screenshot(page, 'review-it');
    // Regular users may add questions from Review: the step is off their bar and returns to Review;
    // while they are on it, the bar shows it in its place as the current step.
    await page.getByRole('link', { name: w.review.addQuestions }).click();
    await page.getByRole('heading', { level: 1, name: m.screens.questions }).waitFor();
    const bar = page.getByRole('navigation', { name: w.bar.label });
    await expect.poll(() => bar.locator('[aria-current="step"]').innerText()).toContain(w.bar.questions);
    await expect
      .poll(() => bar.getByRole('listitem').allInnerTexts())
      .toEqual([
        expect.stringContaining(w.bar.audience),
        expect.stringContaining(w.bar.upload),
        expect.stringContaining(w.bar.questions),
        expect.stringContaining(w.bar.check),
        expect.stringContaining(w.bar.pay),
      ]);
    await page.getByRole('button', { name: w.questions.add }).click();
    await page.getByLabel(w.questions.type, { exact: true }).selectOption('openEnded');
    await page.getByLabel(w.questions.text, { exact: true }).fill('Quale versione preferisci e perché?');
    await page.getByRole('button', { name: w.questions.save }).click();
    await page.getByRole('button', { name: w.actions.next, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: m.screens.review }).waitFor();
    await page.getByText('Quale versione preferisci e perché?').waitFor();
    await page.getByRole('button', { name: w.review.toPayment }).click();
    // The client's own link needs no panel: none is asked, and the checkout says so.
    await page.getByText(w.checkout.noPanelNeeded).waitFor({ timeout: 20_000 });
    await page.getByText(w.checkout.introOwnAudience).waitFor();
    await expectAbsent(page.getByText(w.checkout.feasible));
    const price = page.getByRole('region', { name: m.billing.pricing.title });
    await price.getByText(fill(m.billing.ownAudiencePricing.respondents_other, { count: 150 })).waitFor();
    await price.getByText(m.billing.ownAudiencePricing.why).waitFor();
    await expect.poll(() => price.getByTestId('quote-total').textContent()).toBe(formatEuro(700, 'it'));
    await page.getByLabel(w.fields.company).fill('Demo Brand S.r.l.');
    await page.getByLabel(w.fields.vat).fill('12345678901');
    await page.getByLabel(w.fields.address).fill('Via Roma 1');
    await page.getByLabel(w.fields.zip).fill('00100');
    await page.getByLabel(w.fields.city).fill('Roma');
    await page.getByText(w.checkout.acceptTerms, { exact: true }).click();
    await page.getByLabel(w.fields.cardNumber).fill('4242 4242 4242 4242');
    await screenshot(page, 'checkout-it');
    await page.getByRole('button', { name: fill(w.checkout.pay, { amount: formatEuro(700, 'it') }) }).click();
    await page.waitForURL(`**/it/success-payment?project=${projectId}`, { timeout: 20_000 });
    await page
      .getByRole('dialog', { name: m.analysisModal.title })
      .getByRole('button', { name: m.dialogs.close })
      .click();
    await screenshot(page, 'success-it');

    await page.getByRole('button', { name: w.success.dashboard }).click();
    await page.waitForURL('**/it/dashboard');
    const active = page.locator('section[data-group="active"]');
    await active.getByText('Confronto estivo').waitFor();
    await active.getByText('Spring teaser').waitFor();
    await expect
      .poll(() => page.locator('section[data-group="pending"]').getByText('Confronto estivo').count())
      .toBe(0);
    await context.close();
  });
});
