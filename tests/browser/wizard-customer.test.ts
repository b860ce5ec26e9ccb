import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { launchBrowser, seriousViolations } from '../support/browser.ts';
import { mediaFixture } from '../fixtures/media.ts';
import type { TestRuntime } from '../support/runtime.ts';
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

const m = MESSAGES.en;
const w = m.wizard;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, String(value)), text);

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/** The question texts in their order on the page. */
const questionTexts = (page: Page) => page.locator('.ap-wz-question__text').allInnerTexts();

async function addQuestion(page: Page, type: string, text: string, answers: string[] = []) {
  await page.getByRole('button', { name: w.questions.add }).click();
  const editor = page.locator('form.ap-wz-question-editor');
  await editor.getByLabel(w.questions.type, { exact: true }).selectOption(type);
  await editor.getByLabel(w.questions.text, { exact: true }).fill(text);
  for (const [index, answer] of answers.entries()) {
    if (index >= 2) await editor.getByRole('button', { name: w.questions.addAnswer }).click();
    await editor
      .getByRole('textbox', { name: fill(w.questions.answer, { number: index + 1 }), exact: true })
      .fill(answer);
  }
  await editor.getByRole('button', { name: w.questions.save }).click();
  await editor.waitFor({ state: 'detached' });
}

describe('a customer (custom multi-user admin) runs a custom project on the plan`s analyses', () => {
  it('creates it for a branch, sets the audience, uploads, asks questions, reviews and starts the analysis', async () => {
    const { context, page } = await openSignedIn(browser, runtime, CUSTOMER);
    await page.goto(`${runtime.url}/en/dashboard`);
    await page.getByRole('button', { name: w.newProject.open }).click();
    const dialog = page.getByRole('dialog', { name: w.newProject.customerTitle });
    await dialog.getByLabel(w.newProject.name).fill('Custom launch');
    await dialog.getByLabel(w.newProject.branch).selectOption({ label: 'Milano' });
    await screenshot(page, 'customer-new-project-en');
    await dialog.getByRole('button', { name: w.newProject.submit }).click();
    await page.waitForURL(/\/en\/project\/[^/]+\/audience$/);
    const projectId = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]!);

    await page.getByRole('heading', { level: 1, name: m.screens.audience }).waitFor();
    const bar = page.getByRole('navigation', { name: w.bar.label });
    const items = () => bar.getByRole('listitem').allInnerTexts();
    for (const [index, label] of [w.bar.audience, w.bar.upload, w.bar.questions, w.bar.check].entries()) {
      await expect.poll(async () => (await items())[index]).toContain(label);
    }

    // Customers choose genders, age ranges and regions: all three are needed.
    await page.getByLabel(w.fields.country).selectOption('IT');
    await page.getByLabel(w.fields.category).selectOption('finance');
    const gender = page.getByRole('group', { name: w.audience.gender });
    await gender.getByText(/^Female/).click();
    await gender.getByText(/^Male/).click();
    await page.getByRole('button', { name: w.actions.next, exact: true }).click();
    await page
      .getByText(fill(m.validation.required, { field: w.fields.genre }))
      .first()
      .waitFor();
    await expect.poll(() => gender.getAttribute('aria-invalid')).toBe('true');
    await gender.getByText(/^Female/).click();
    await page.getByRole('button', { name: w.actions.next, exact: true }).click();

    await page.getByRole('heading', { level: 1, name: m.screens.stimulus }).waitFor();
    await page.getByTestId('stimulus-file').setInputFiles(await mediaFixture('mp4'));
    await page.getByText(fill(w.stimulus.countAtLeast, { uploaded: 1 })).waitFor();
    await page.getByTestId('stimulus-file').setInputFiles(await mediaFixture('png'));
    await page.getByText(fill(w.stimulus.countAtLeast, { uploaded: 2 })).waitFor();
    await page.getByRole('button', { name: w.actions.next, exact: true }).click();

    await page.getByRole('heading', { level: 1, name: m.screens.questions }).waitFor();
    // A choice question needs at least two answers.
    await page.getByRole('button', { name: w.questions.add }).click();
    const editor = page.locator('form.ap-wz-question-editor');
    await editor.getByLabel(w.questions.text, { exact: true }).fill('Which brand do you remember?');
    await editor
      .getByRole('textbox', { name: fill(w.questions.answer, { number: 1 }), exact: true })
      .fill('Acme');
    await editor.getByRole('button', { name: w.questions.save }).click();
    await editor
      .getByRole('alert')
      .filter({ hasText: fill(w.questions.minAnswers, { min: 2 }) })
      .waitFor();
    await editor
      .getByRole('textbox', { name: fill(w.questions.answer, { number: 2 }), exact: true })
      .fill('Globex');
    await editor.getByText(w.questions.randomOrder, { exact: true }).click();
    await editor.getByRole('button', { name: w.questions.save }).click();
    await editor.waitFor({ state: 'detached' });
    await addQuestion(page, 'scale', 'How much did you like the ad?');
    await addQuestion(page, 'openEnded', 'What would you change?');
    await addQuestion(page, 'multiChoice', 'Where did you see it?', ['TV', 'Online', 'Radio']);
    await expect
      .poll(() => questionTexts(page))
      .toEqual([
        'Which brand do you remember?',
        'How much did you like the ad?',
        'What would you change?',
        'Where did you see it?',
      ]);

    // Reorder with the keyboard: the focus follows the moved question.
    await page.getByRole('button', { name: fill(w.questions.moveUp, { number: 3 }) }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: fill(w.questions.moved, { position: 2, total: 4 }) })
      .waitFor();
    await expect
      .poll(() => questionTexts(page))
      .toEqual([
        'Which brand do you remember?',
        'What would you change?',
        'How much did you like the ad?',
        'Where did you see it?',
      ]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(fill(w.questions.moveUp, { number: 2 }));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: fill(w.questions.moved, { position: 3, total: 4 }) })
      .waitFor();
    await expect.poll(async () => (await questionTexts(page))[2]).toBe('What would you change?');

    // Edit, then delete one (after a confirmation).
    await page.getByRole('button', { name: fill(w.questions.edit, { number: 4 }) }).click();
    await page
      .locator('form.ap-wz-question-editor')
      .getByLabel(w.questions.text, { exact: true })
      .fill('Where did you see the ad?');
    await page.getByRole('button', { name: w.questions.save }).click();
    await page.getByRole('button', { name: fill(w.questions.delete, { number: 2 }) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: m.dialogs.confirm }).click();
    await expect
      .poll(() => questionTexts(page))
      .toEqual(['Which brand do you remember?', 'What would you change?', 'Where did you see the ad?']);
    await page.getByRole('status').filter({ hasText: w.save.saved }).waitFor();
    await screenshot(page, 'questions-en');
    await expectNoSeriousViolations(page);

    // Up to 5 questions.
    await addQuestion(page, 'openEnded', 'Anything else?');
    await addQuestion(page, 'scale', 'Would you buy it?');
    await expect.poll(() => page.getByRole('button', { name: w.questions.add }).count()).toBe(0);
    await page.getByText(fill(w.questions.maxReached, { max: 5 })).waitFor();

    await page.getByRole('button', { name: w.actions.next, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: m.screens.review }).waitFor();
    for (const text of ['Custom launch', 'Where did you see the ad?', 'Finance and insurance', 'Female']) {
      await expect
        .poll(() => page.locator('main').getByText(text).count(), { message: text })
        .toBeGreaterThan(0);
    }
    await screenshot(page, 'review-customer-en');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: w.review.toCheckout }).click();
    await page.getByRole('heading', { level: 1, name: m.screens.checkout }).waitFor();
    await page.getByText(fill(w.checkout.creditsBody_other, { analyses: 2 })).waitFor({ timeout: 20_000 });
    await screenshot(page, 'checkout-credits-en');
    await page.getByRole('button', { name: w.checkout.confirmCredits }).click();
    await page.waitForURL(`**/en/success-payment?project=${projectId}`, { timeout: 20_000 });
    await page
      .getByRole('dialog', { name: m.analysisModal.title })
      .getByRole('button', { name: m.dialogs.close })
      .click();
    await page.getByRole('button', { name: w.success.dashboard }).click();
    await page.locator('section[data-group="active"]').getByText('Custom launch').waitFor();
    await context.close();
  });
});
