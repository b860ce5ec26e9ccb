import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { assetsContract, projectsContract } from '@adpulse/shared';
import type { ProjectChanges } from '../support/wizard-api.ts';
import { callApi } from '../support/seed-dashboard.ts';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import { MAX_UPLOAD_BYTES } from '../../shared/src/assets/constants.ts';
import { launchBrowser, seriousViolations } from '../support/browser.ts';
import { mediaFixture } from '../fixtures/media.ts';
import type { TestRuntime } from '../support/runtime.ts';
import { REGULAR, openSignedIn, startWizardRuntime } from '../support/wizard-runtime.ts';
import { screenshot } from '../support/wizard-screens.ts';

let browser: Browser;
let runtime: TestRuntime;
/** A sparse file just over the size limit: its declared size is what the browser checks. */
const oversize = join(tmpdir(), `adpulse-oversize-${process.pid}.mp4`);

beforeAll(async () => {
  const file = await open(oversize, 'w');
  await file.truncate(MAX_UPLOAD_BYTES + 1024);
  await file.close();
  [browser, runtime] = await Promise.all([launchBrowser(), startWizardRuntime()]);
});
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
  await rm(oversize, { force: true });
});

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, String(value)), text);

/** A Discover project with its audience set, at the upload step. */
async function discoverAtUpload(token: string, name: string): Promise<string> {
  const project = await callApi(runtime, token, projectsContract.routes.createProject, {
    body: { name, type: 'discover', viewer: 'tv' },
  });
  await updateProject(token, project._id, {
    audience: { country: 'IT', category: 'food', population: 'national', sampleSize: 150 },
    country: 'IT',
  });
  await updateProject(token, project._id, { step: 2 });
  return project._id;
}

const updateProject = (token: string, projectId: string, body: ProjectChanges) =>
  callApi(runtime, token, projectsContract.routes.updateProject, { params: { projectId }, body });

const assetsOf = (token: string, projectId: string) =>
  callApi(runtime, token, assetsContract.routes.listAssets, { params: { projectId } }).then(
    (answer) => answer.items,
  );

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

describe('bad files (it): the right message, and the project as it was', () => {
  const m = MESSAGES.it;
  const w = m.wizard;

  it('refuses several files, a renamed text file, an oversize file and a too-long video', async () => {
    const { context, page, token } = await openSignedIn(browser, runtime, REGULAR, 'it-IT');
    const projectId = await discoverAtUpload(token, 'File sbagliati');
    const assetCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/projects/${projectId}/assets`) && request.method() === 'POST') {
        assetCalls.push(request.url());
      }
    });
    await page.goto(`${runtime.url}/it/project/${projectId}/stimulus`);
    await page.getByRole('heading', { level: 1, name: m.screens.stimulus }).waitFor();
    const alert = (text: string) => page.getByRole('alert').filter({ hasText: text });

    // Two files dropped at once.
    const twoFiles = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['a'], 'uno.mp4', { type: 'video/mp4' }));
      transfer.items.add(new File(['b'], 'due.mp4', { type: 'video/mp4' }));
      return transfer;
    });
    await page.locator('.ap-wz-dropzone').dispatchEvent('drop', { dataTransfer: twoFiles });
    await alert(m.errors.uploadMultipleFiles).waitFor();

    // Over the size limit: refused before anything is sent.
    await page.getByTestId('stimulus-file').setInputFiles(oversize);
    await alert(fill(m.errors.uploadSize, { value: 200 })).waitFor();
    expect(assetCalls).toEqual([]);

    // A text file renamed .mp4: the server reads its bytes.
    await page.getByTestId('stimulus-file').setInputFiles(await mediaFixture('renamedText'));
    await alert(m.errors.uploadInvalidFormat).waitFor();
    await expect.poll(() => assetsOf(token, projectId)).toEqual([]);

    // 90 s is over the Discover package's minute.
    await page.getByTestId('stimulus-file').setInputFiles(await mediaFixture('longMp4'));
    await alert(fill(m.errors.uploadDuration_one, { minutes: 1 })).waitFor({ timeout: 30_000 });
    await expect.poll(() => assetsOf(token, projectId)).toEqual([]);
    await expect
      .poll(() => page.getByText(fill(w.stimulus.countExact, { uploaded: 0, required: 1 })).count())
      .toBe(1);
    expect(assetCalls).toHaveLength(2);
    await screenshot(page, 'stimulus-refused-it');
    await expectNoSeriousViolations(page);

    // Nothing was left behind: a good file goes through.
    await page.getByTestId('stimulus-file').setInputFiles(await mediaFixture('mp4'));
    await page.getByText(fill(w.stimulus.countExact, { uploaded: 1, required: 1 })).waitFor();
    await expect
      .poll(async () => (await assetsOf(token, projectId)).map((asset) => asset.status))
      .toEqual(['ready']);

    // An audience the panel cannot reach: the checkout goes back to Review with the feasibility error.
    await updateProject(token, projectId, {
      audience: {
        country: 'LU',
        category: 'food',
        population: 'primary',
        group18_34: true,
        genre: { male: false, female: true },
        sampleSize: 150,
      },
      country: 'LU',
    });
    for (const step of [3, 4, 5]) await updateProject(token, projectId, { step });
    await page.goto(`${runtime.url}/it/project/${projectId}/checkout`);
    await page.getByRole('heading', { level: 2, name: w.checkout.feasibilityTitle }).waitFor();
    const feasibilityError = page.getByRole('alertdialog').filter({ hasText: m.errors.projectFeasibility });
    await feasibilityError.waitFor({ timeout: 20_000 });
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/it/project/${projectId}/review`);
    await feasibilityError.getByRole('button', { name: m.dialogs.ok }).click();

    // Deleting the stimulus (after a confirmation) makes the project incomplete: no checkout.
    await page.goto(`${runtime.url}/it/project/${projectId}/stimulus`);
    await page
      .getByRole('button', { name: fill(w.stimulus.deleteLabel, { name: 'clip-3s-320x240' }) })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: m.dialogs.confirm }).click();
    await page.getByText(fill(w.stimulus.deleted, { name: 'clip-3s-320x240' })).waitFor();
    await expect.poll(() => assetsOf(token, projectId)).toEqual([]);
    await page.goto(`${runtime.url}/it/project/${projectId}/checkout`);
    await page.getByRole('alertdialog').filter({ hasText: m.errors.incompleteProject }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/it/project/${projectId}/review`);
    await context.close();
  });
});

describe('the quick predict flow (en), from the dashboard', () => {
  const m = MESSAGES.en;
  const w = m.wizard;

  it('creates a predict project, uploads one image, buys it with the plan and shows it in progress', async () => {
    const { context, page, token } = await openSignedIn(browser, runtime, REGULAR);
    await page.goto(`${runtime.url}/en/dashboard`);
    await page.getByRole('button', { name: w.predict.open }).click();
    const dialog = page.getByRole('dialog', { name: w.predict.title });
    await dialog.getByLabel(w.fields.name, { exact: true }).fill('Poster check');
    // The video flow takes videos only: a PNG is refused with the video formats, PNG not among them.
    await dialog.getByText(w.predict.video, { exact: true }).click();
    await dialog.getByTestId('stimulus-file').setInputFiles(await mediaFixture('png'));
    const refused = dialog.getByRole('alert').filter({ hasText: m.errors.uploadInvalidVideoFormat });
    await refused.waitFor();
    await expect.poll(() => refused.innerText()).not.toContain('PNG');
    // The image flow takes images only.
    await dialog.getByText(w.predict.image, { exact: true }).click();
    await dialog.getByTestId('stimulus-file').setInputFiles(await mediaFixture('mp4'));
    await dialog.getByRole('alert').filter({ hasText: m.errors.uploadInvalidImageFormat }).waitFor();
    await dialog.getByTestId('stimulus-file').setInputFiles(await mediaFixture('png'));
    await dialog.getByText('frame-320x240.png').waitFor();
    await screenshot(page, 'predict-en');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: w.predict.submit }).click();

    await page.waitForURL('**/en/success-payment?project=*', { timeout: 30_000 });
    const projectId = new URL(page.url()).searchParams.get('project')!;
    await page
      .getByRole('dialog', { name: m.analysisModal.title })
      .getByRole('button', { name: m.dialogs.close })
      .click();
    const project = await callApi(runtime, token, projectsContract.routes.getProject, {
      params: { projectId },
    });
    expect(project).toMatchObject({
      type: 'predict',
      predictMediaType: 'image',
      status: 'active',
      name: 'Poster check',
    });
    expect(project.thumbnail).toEqual(expect.any(String));
    const [asset] = await assetsOf(token, projectId);
    expect(asset).toMatchObject({
      status: 'ready',
      category: 'predict',
      requiredRespondents: 75,
      type: 'other',
    });
    await page.getByRole('button', { name: w.success.dashboard }).click();
    await page.locator('section[data-group="active"]').getByText('Poster check').waitFor();
    await context.close();
  });
});

describe('keyboard and accessibility (en)', () => {
  const m = MESSAGES.en;
  const w = m.wizard;

  it('creates a project with the keyboard alone and the steps pass axe-core', async () => {
    const { context, page } = await openSignedIn(browser, runtime, REGULAR);
    await page.goto(`${runtime.url}/en/new-project`);
    await page.getByRole('heading', { level: 1, name: m.screens.newProject }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByLabel(w.newProject.name).focus();
    await page.keyboard.type('Keyboard project');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).value))
      .toBe('discover');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByRole('radio', { name: new RegExp(`^${w.types.abtest}`) }).isChecked())
      .toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/project\/[^/]+\/audience$/);
    await page.getByRole('heading', { level: 1, name: m.screens.audience }).waitFor();
    await expect.poll(() => page.getByText(`Keyboard project · ${w.types.abtest}`).count()).toBe(1);
    await expectNoSeriousViolations(page);

    // The audience by keyboard: the country select, then the refinement switch.
    await page.getByLabel(w.fields.country).focus();
    await page.keyboard.press('ArrowDown');
    await page
      .getByRole('group', { name: w.audience.regions })
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await expect.poll(() => page.getByLabel(w.fields.country).inputValue()).not.toBe('');
    await page.getByRole('switch', { name: w.audience.refine }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('switch', { name: w.audience.refine }).isChecked()).toBe(true);
    await page.getByRole('group', { name: w.audience.ageRanges }).waitFor();
    await expectNoSeriousViolations(page);
    await screenshot(page, 'audience-refined-en');

    // A change, then at once another language: the step stays as it is and the change is saved.
    await page
      .getByRole('group', { name: w.audience.ageRanges })
      .getByText(/^56–75/)
      .click();
    await page.getByRole('combobox', { name: m.nav.language, exact: true }).selectOption('it');
    const it = MESSAGES.it;
    await page.getByRole('heading', { level: 1, name: it.screens.audience }).waitFor();
    const itAges = page.getByRole('group', { name: it.wizard.audience.ageRanges });
    await expect.poll(() => itAges.getByRole('checkbox', { name: /^56–75/ }).isChecked()).toBe(false);
    await page.getByRole('status').filter({ hasText: it.wizard.save.saved }).waitFor();
    await page.reload();
    await itAges.waitFor();
    await expect.poll(() => itAges.getByRole('checkbox', { name: /^56–75/ }).isChecked()).toBe(false);
    await expect.poll(() => itAges.getByRole('checkbox', { name: /^18–25/ }).isChecked()).toBe(true);
    await context.close();
  });
});
