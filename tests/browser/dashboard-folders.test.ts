import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { foldersContract, projectsContract } from '@adpulse/shared';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import type { Folder } from '../../shared/src/folders/schemas.ts';
import type { ProjectSummary } from '../../shared/src/projects/schemas.ts';
import { loginAt, type RouteCaller } from '../support/invoke-route.ts';
import { launchBrowser, seriousViolations } from '../support/browser.ts';
import type { TestRuntime } from '../support/runtime.ts';
import {
  callApi,
  openSignedIn,
  screenshot,
  startDashboardRuntime,
  type DashboardClient,
} from '../support/seed-dashboard.ts';

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, String(value)), text);

let browser: Browser;
let runtime: TestRuntime;
let busy: DashboardClient;
let empty: DashboardClient;
let token: string;

beforeAll(async () => {
  [browser, { runtime, busy, empty }] = await Promise.all([launchBrowser(), startDashboardRuntime()]);
  ({ token } = await loginAt(runtime.apiUrl, busy.email, busy.password));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

const api: RouteCaller = (route, input) => callApi(runtime, token, route, input);
const ofClient = () => ({ params: { clientId: busy.clientId } });
const folders = async () => (await api(foldersContract.routes.listFolders, ofClient())).items;
const unfiled = async (projectsStatus: 'active' | 'closed' | 'pending', limit: number) =>
  (
    await api(projectsContract.routes.listProjects, {
      ...ofClient(),
      query: { projectsStatus, projectsInfolder: 'exclude', limit },
    })
  ).items;
const addToFolder = (folderId: string, projectId: string) =>
  api(foldersContract.routes.addProject, { params: { folderId }, body: { projectId } });
const projectOf = (projectId: string) => api(projectsContract.routes.getProject, { params: { projectId } });
const tileNames = (page: Page) => page.locator('.ap-ftile .ap-ftile__link').allInnerTexts();
const tile = (page: Page, folderId: string) => page.locator(`.ap-ftile[data-folder-id="${folderId}"]`);
const card = (page: Page, projectId: string) => page.locator(`article[data-project-id="${projectId}"]`);

async function openDashboard(page: Page, lang: string): Promise<void> {
  await page.goto(`${runtime.url}/${lang}/dashboard`);
  await page.locator('[data-group="closed"] article[data-project-id]').first().waitFor();
  await page.locator('.ap-ftile[data-folder-id]').first().waitFor();
}

describe('folders on the dashboard (en)', () => {
  const m = MESSAGES.en;

  it('creates, renames and deletes a folder; its projects go back to the list', async () => {
    const { context, page } = await openSignedIn(browser, runtime, busy);
    await openDashboard(page, 'en');

    await page.getByRole('button', { name: m.dashboard.folders.new }).click();
    const create = page.getByRole('dialog', { name: m.dashboard.folders.createTitle });
    await create.getByRole('button', { name: m.dashboard.folders.create }).click();
    await create.getByText(fill(m.validation.required, { field: m.dashboard.folders.name })).waitFor();
    await create.getByLabel(m.dashboard.folders.name).fill('Launch reviews');
    await create.getByRole('button', { name: m.dashboard.folders.create }).click();
    await page
      .getByRole('status')
      .filter({ hasText: fill(m.dashboard.folders.created, { name: 'Launch reviews' }) })
      .waitFor();
    const created = (await folders()).find((folder) => folder.name === 'Launch reviews')!;
    await tile(page, created._id)
      .getByText(fill(m.dashboard.folders.projects_other, { count: 0 }))
      .waitFor();

    const [first, second] = await unfiled('closed', 2);
    for (const project of [first!, second!]) {
      await addToFolder(created._id, project._id);
    }
    await page.reload();
    await tile(page, created._id)
      .getByText(fill(m.dashboard.folders.projects_other, { count: 2 }))
      .waitFor();
    await card(page, first!._id)
      .getByText(fill(m.dashboard.card.folder, { name: 'Launch reviews' }))
      .waitFor();

    await tile(page, created._id)
      .getByRole('button', { name: fill(m.dashboard.folders.actions, { name: 'Launch reviews' }) })
      .click();
    await page.getByRole('menuitem', { name: m.dashboard.folders.rename }).click();
    const rename = page.getByRole('dialog', {
      name: fill(m.dashboard.folders.renameTitle, { name: 'Launch reviews' }),
    });
    await rename.getByLabel(m.dashboard.folders.name).fill('Launch reviews 2026');
    await rename.getByRole('button', { name: m.dashboard.folders.save }).click();
    await tile(page, created._id).getByRole('link', { name: 'Launch reviews 2026' }).waitFor();
    await card(page, first!._id)
      .getByText(fill(m.dashboard.card.folder, { name: 'Launch reviews 2026' }))
      .waitFor();

    await tile(page, created._id)
      .getByRole('button', { name: fill(m.dashboard.folders.actions, { name: 'Launch reviews 2026' }) })
      .click();
    await page.getByRole('menuitem', { name: m.dashboard.folders.delete }).click();
    const confirm = page.getByRole('alertdialog', {
      name: fill(m.dashboard.folders.deleteTitle, { name: 'Launch reviews 2026' }),
    });
    await confirm.getByText(fill(m.dashboard.folders.deleteMessage_other, { count: 2 })).waitFor();
    await confirm.getByRole('button', { name: m.dialogs.confirm }).click();
    await page
      .getByRole('status')
      .filter({ hasText: fill(m.dashboard.folders.deleted, { name: 'Launch reviews 2026' }) })
      .waitFor();
    await expect.poll(() => tile(page, created._id).count()).toBe(0);
    await expect.poll(() => card(page, first!._id).locator('.ap-pcard__folder').count()).toBe(0);
    for (const project of [first!, second!]) {
      await expect.poll(async () => (await projectOf(project._id)).folder).toBeNull();
    }
    await expect.poll(async () => (await folders()).some((folder) => folder._id === created._id)).toBe(false);
    await context.close();
  });

  it('sorts folders newest, oldest, alphabetically, and filters folders or projects; a reload keeps both', async () => {
    const { context, page } = await openSignedIn(browser, runtime, busy);
    await openDashboard(page, 'en');
    const all = await folders();
    const byCreated = [...all].sort(
      (a, b) => a.created.localeCompare(b.created) || a._id.localeCompare(b._id),
    );
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const names = (list: Folder[]) => list.map((folder) => folder.name);

    await expect.poll(() => tileNames(page)).toEqual(names([...byCreated].reverse()));
    const sort = page.getByLabel(m.dashboard.toolbar.sortFolders);
    await sort.selectOption({ label: m.dashboard.toolbar.alphabetical });
    await expect.poll(() => tileNames(page)).toEqual([...names(all)].sort(collator.compare));
    await sort.selectOption({ label: m.dashboard.toolbar.oldest });
    await expect.poll(() => tileNames(page)).toEqual(names(byCreated));
    await sort.selectOption({ label: m.dashboard.toolbar.alphabetical });
    await page.reload();
    await page.locator('.ap-ftile[data-folder-id]').first().waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('alphabetical');
    await expect.poll(() => tileNames(page)).toEqual([...names(all)].sort(collator.compare));

    const show = page.getByRole('group', { name: m.dashboard.toolbar.show });
    await show.getByRole('button', { name: m.dashboard.toolbar.showFolders }).click();
    await expect
      .poll(() =>
        show.getByRole('button', { name: m.dashboard.toolbar.showFolders }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await expect.poll(() => page.locator('[data-group]').count()).toBe(0);
    await expect.poll(() => page.locator('.ap-ftile[data-folder-id]').count()).toBe(all.length);
    await screenshot(page, 'dashboard-folders-only-en');

    await show.getByRole('button', { name: m.dashboard.toolbar.showProjects }).click();
    await page.locator('[data-group="pending"]').waitFor();
    await expect.poll(() => page.getByRole('heading', { name: m.dashboard.folders.title }).count()).toBe(0);
    await expect.poll(() => page.getByLabel(m.dashboard.toolbar.sortFolders).count()).toBe(0);
    await page.reload();
    await page.locator('[data-group="closed"] article[data-project-id]').first().waitFor();
    await expect.poll(() => page.locator('.ap-ftile').count()).toBe(0);

    await show.getByRole('button', { name: m.dashboard.toolbar.showAll }).click();
    await page.locator('.ap-ftile[data-folder-id]').first().waitFor();
    await expect.poll(() => page.locator('[data-group]').count()).toBe(3);
    await context.close();
  });
});

describe('a folder and the project list (it)', () => {
  const m = MESSAGES.it;

  it('moves projects out of a folder by menu (keyboard) and drag and drop, and deletes one after confirming', async () => {
    const target = (await folders()).find((folder) => folder.name === 'Packaging')!;
    const folder = await api(foldersContract.routes.createFolder, {
      ...ofClient(),
      body: { name: 'Cartella di prova' },
    });
    const inside = await unfiled('pending', 3);
    for (const project of inside) await addToFolder(folder._id, project._id);
    const [byMenu, byDrag, deleted] = inside as [ProjectSummary, ProjectSummary, ProjectSummary];

    const { context, page } = await openSignedIn(browser, runtime, busy, 'it-IT');
    await page.goto(`${runtime.url}/it/folder/${folder._id}`);
    await page.getByRole('heading', { level: 1, name: 'Cartella di prova' }).waitFor();
    await card(page, byMenu._id).waitFor();
    await page.getByText(fill(m.dashboard.folder.count_other, { count: 3 })).waitFor();
    await screenshot(page, 'folder-it');

    // Keyboard only: the card's menu, "Move to folder…", the folder, then the Move button.
    await card(page, byMenu._id)
      .getByRole('button', { name: fill(m.dashboard.card.actions, { name: byMenu.name }) })
      .focus();
    await page.keyboard.press('Enter');
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focused).toBe(m.dashboard.card.open);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe(m.dashboard.card.move);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: fill(m.dashboard.move.title, { name: byMenu.name }) });
    const select = dialog.getByLabel(m.dashboard.move.folder);
    await select.selectOption({ label: 'Packaging' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: fill(m.dashboard.move.moved, { name: byMenu.name, folder: 'Packaging' }) })
      .waitFor();
    await expect.poll(() => card(page, byMenu._id).count()).toBe(0);
    await expect.poll(async () => (await projectOf(byMenu._id)).folder).toBe(target._id);

    await card(page, byDrag._id).dragTo(page.locator('.ap-rail [data-drop="list"]'));
    await page
      .getByRole('status')
      .filter({ hasText: fill(m.dashboard.move.movedOut, { name: byDrag.name }) })
      .waitFor();
    await expect.poll(() => card(page, byDrag._id).count()).toBe(0);
    await expect.poll(async () => (await projectOf(byDrag._id)).folder).toBeNull();

    await card(page, deleted._id)
      .getByRole('button', { name: fill(m.dashboard.card.actions, { name: deleted.name }) })
      .click();
    await page.getByRole('menuitem', { name: m.dashboard.card.delete }).click();
    const confirm = page.getByRole('alertdialog', { name: m.dashboard.deleteProject.title });
    await confirm.getByText(fill(m.dashboard.deleteProject.message, { name: deleted.name })).waitFor();
    await confirm.getByRole('button', { name: m.dialogs.confirm }).click();
    await page
      .getByRole('status')
      .filter({ hasText: fill(m.dashboard.deleteProject.done, { name: deleted.name }) })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: m.dashboard.folder.emptyTitle }).waitFor();
    await expect(projectOf(deleted._id)).rejects.toThrow(/404/);

    await page.reload();
    await page.getByRole('heading', { level: 2, name: m.dashboard.folder.emptyTitle }).waitFor();
    await expect
      .poll(
        async () => (await api(foldersContract.routes.getFolder, { params: { folderId: folder._id } })).total,
      )
      .toBe(0);
    await context.close();
  });

  it('shows the empty state with a call to create a project', async () => {
    for (const screen of ['projects', 'dashboard']) {
      const { context, page } = await openSignedIn(browser, runtime, empty, 'it-IT');
      await page.goto(`${runtime.url}/it/${screen}`);
      await page.getByRole('heading', { level: 2, name: m.dashboard.empty.title }).waitFor();
      await page.getByText(m.dashboard.empty.body).waitFor();
      await page.getByRole('link', { name: m.dashboard.empty.action }).click();
      await page.waitForURL('**/it/new-project');
      await context.close();
    }
  });
});

describe.each([
  { lang: 'en', locale: 'en-US' },
  { lang: 'it', locale: 'it-IT' },
] as const)('axe-core on the dashboard and a folder in $lang', ({ lang, locale }) => {
  it('finds no serious or critical violations', async () => {
    const m = MESSAGES[lang];
    const { context, page } = await openSignedIn(browser, runtime, busy, locale);
    await openDashboard(page, lang);
    await page.getByTestId('api-health').and(page.locator('[data-state="ok"]')).waitFor();
    await screenshot(page, `dashboard-${lang}`);
    let violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

    await page.getByRole('combobox', { name: m.dashboard.search.label }).fill('lumina');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

    const withProjects = (await folders()).find((candidate) => candidate.projectCount > 0)!;
    await page.goto(`${runtime.url}/${lang}/folder/${withProjects._id}`);
    await page.getByRole('heading', { level: 1, name: withProjects.name }).waitFor();
    await page.locator('article[data-project-id]').first().waitFor();
    await screenshot(page, `folder-${lang}`);
    violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await context.close();
  });
});
