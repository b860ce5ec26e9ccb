import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { foldersContract, projectsContract } from '@adpulse/shared';
import { MESSAGES } from '../../shared/src/i18n/index.ts';
import type { Project } from '../../shared/src/projects/schemas.ts';
import type { RouteInput } from '../../web/src/api/client.ts';
import { loginAt } from '../support/invoke-route.ts';
import { launchBrowser } from '../support/browser.ts';
import type { TestRuntime } from '../support/runtime.ts';
import {
  callApi,
  openSignedIn,
  screenshot,
  startDashboardRuntime,
  type DashboardClient,
} from '../support/seed-dashboard.ts';

const m = MESSAGES.en;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, String(value)), text);

let browser: Browser;
let runtime: TestRuntime;
let busy: DashboardClient;
let token: string;
let zephyr: Project;

beforeAll(async () => {
  [browser, { runtime, busy }] = await Promise.all([launchBrowser(), startDashboardRuntime()]);
  ({ token } = await loginAt(runtime.apiUrl, busy.email, busy.password));
  zephyr = await callApi(runtime, token, projectsContract.routes.createProject, {
    body: { name: 'Zephyrine Hazelnut Teaser', type: 'abtest' },
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

type ProjectsQuery = NonNullable<RouteInput<typeof projectsContract.routes.listProjects>['query']>;
/** GET /clients/{clientId}/projects of the busy client. */
const projects = (query: ProjectsQuery) =>
  callApi(runtime, token, projectsContract.routes.listProjects, {
    params: { clientId: busy.clientId },
    query,
  });
const total = async (status: ProjectsQuery['projectsStatus']) =>
  (await projects({ projectsStatus: status, projectsInfolder: 'any', limit: 1 })).total;
const folderNamed = async (name: string) => {
  const { items } = await callApi(runtime, token, foldersContract.routes.listFolders, {
    params: { clientId: busy.clientId },
  });
  const folder = items.find((candidate) => candidate.name === name);
  if (!folder) throw new Error(`No folder ${name}`);
  return folder;
};
const card = (page: Page, projectId: string) => page.locator(`article[data-project-id="${projectId}"]`);

async function openDashboard(page: Page): Promise<void> {
  await page.goto(`${runtime.url}/en/dashboard`);
  await page.locator('[data-group="closed"] article[data-project-id]').first().waitFor();
  await page.locator('.ap-ftile[data-folder-id]').first().waitFor();
}

describe('the dashboard of a client with 200 projects and 20 folders', () => {
  it('loads closed pages of 30 until a short one, then active and pending, then folders; groups in order', async () => {
    const { context, page } = await openSignedIn(browser, runtime, busy);
    const calls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith(`/api/clients/${busy.clientId}/`)) calls.push(url);
    });
    await openDashboard(page);

    const [pending, active, closed] = await Promise.all([total('pending'), total('active'), total('closed')]);
    expect(pending + active + closed).toBe(201);
    const closedPages = Math.floor(closed / 30) + 1;
    const listCalls = calls.map((url) =>
      url.pathname.endsWith('/folders')
        ? 'folders'
        : `${url.searchParams.get('projectsStatus')} ${url.searchParams.get('skip')}/${url.searchParams.get('limit')} ${url.searchParams.get('projectsInfolder')}`,
    );
    expect(listCalls).toEqual([
      ...Array.from({ length: closedPages }, (_, index) => `closed ${index * 30}/30 any`),
      'active 0/10 any',
      'pending 0/10 any',
      'folders',
    ]);

    await expect
      .poll(() =>
        page
          .locator('[data-group]')
          .evaluateAll((sections) => sections.map((s) => s.getAttribute('data-group'))),
      )
      .toEqual(['pending', 'active', 'closed']);
    const heading = (status: 'pending' | 'active' | 'closed') =>
      page.locator(`[data-group="${status}"] h2`).innerText();
    await expect.poll(() => heading('pending')).toBe(`${m.dashboard.group.pending}\n${pending}`);
    await expect.poll(() => heading('active')).toBe(`${m.dashboard.group.active}\n${active}`);
    await expect.poll(() => heading('closed')).toBe(`${m.dashboard.group.closed}\n${closed}`);
    await expect.poll(() => page.locator('[data-group="pending"] article').count()).toBe(10);
    await page.getByText(fill(m.dashboard.group.shown, { shown: 10, total: pending })).waitFor();
    await expect.poll(() => page.locator('[data-group="closed"] article').count()).toBe(30);
    await page
      .locator('[data-group="closed"]')
      .getByRole('button', { name: m.dashboard.group.showMore })
      .click();
    await expect.poll(() => page.locator('[data-group="closed"] article').count()).toBe(60);
    await expect.poll(() => page.locator('.ap-ftile[data-folder-id]').count()).toBe(20);

    // Each card: the whole name in the space the card has (the 20-character rule is for file names),
    // type, status, date.
    const newest = card(page, zephyr._id);
    const title = newest.locator('h3');
    await expect.poll(() => title.innerText()).toBe('Zephyrine Hazelnut Teaser');
    await expect
      .poll(() => title.evaluate((element) => element.scrollHeight <= element.clientHeight))
      .toBe(true);
    await newest.getByRole('link', { name: 'Zephyrine Hazelnut Teaser' }).waitFor();
    await newest.getByText('A/B Test', { exact: true }).waitFor();
    await newest.getByText(m.dashboard.status.pending, { exact: true }).waitFor();
    const created = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(zephyr.created));
    await newest.getByText(fill(m.dashboard.card.created, { date: created })).waitFor();
    await screenshot(page, 'dashboard-en');

    // Back from another screen: the projects are already loaded, so the dashboard does not ask again.
    await page
      .getByRole('navigation', { name: m.nav.main })
      .getByRole('link', { name: m.nav.projects })
      .click();
    await page.getByRole('heading', { level: 1, name: m.screens.projects }).waitFor();
    const before = calls.filter((url) => url.pathname.endsWith('/projects')).length;
    await page
      .getByRole('navigation', { name: m.nav.main })
      .getByRole('link', { name: m.nav.dashboard })
      .click();
    await page.locator('[data-group="closed"] article[data-project-id]').first().waitFor();
    expect(calls.filter((url) => url.pathname.endsWith('/projects')).length).toBe(before);
    await context.close();
  });

  it('opens each project where it belongs: wizard step, progress modal, results', async () => {
    const { context, page } = await openSignedIn(browser, runtime, busy);
    await openDashboard(page);
    const firstOf = async (status: ProjectsQuery['projectsStatus']) =>
      (await projects({ projectsStatus: status, projectsInfolder: 'any', limit: 1 })).items[0]!;

    await card(page, zephyr._id).getByRole('link').click();
    await page.waitForURL(`**/en/project/${zephyr._id}/audience`);

    await page.goBack();
    const running = await firstOf('active');
    await card(page, running._id).getByRole('link').click();
    await page.getByRole('dialog', { name: m.analysisModal.title }).waitFor();
    await page.waitForURL(`**/en/project/${running._id}/ranking`);
    await page.getByRole('button', { name: m.dialogs.close }).click();

    await page.goBack();
    const done = await firstOf('closed');
    await card(page, done._id).getByRole('link').click();
    await page.waitForURL(`**/en/project/${done._id}/ranking`);
    await expect.poll(() => page.getByRole('dialog', { name: m.analysisModal.title }).count()).toBe(0);
    await context.close();
  });

  it('finds a project by a word of its name as the user types, and opens it from the keyboard', async () => {
    const { context, page } = await openSignedIn(browser, runtime, busy);
    const searches: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/projects/search')) searches.push(url);
    });
    await openDashboard(page);
    const box = page.getByRole('combobox', { name: m.dashboard.search.label });
    await box.click();
    await page.keyboard.type('hazel', { delay: 40 });
    const option = page.getByRole('listbox').getByRole('option', { name: /Zephyrine Hazelnut Teaser/ });
    await option.waitFor();
    // Debounced: one call for the word, not one per key; the default limit is the API's (10).
    expect(searches.map((url) => url.searchParams.get('search'))).toEqual(['hazel']);
    expect(searches[0]?.searchParams.has('limit')).toBe(false);
    await page
      .getByRole('status')
      .filter({ hasText: fill(m.dashboard.search.results_one, { count: 1 }) })
      .waitFor();

    await box.fill('');
    await box.pressSequentially('nordlys', { delay: 20 });
    await page.getByRole('listbox').getByRole('option').nth(9).waitFor();
    await expect.poll(() => page.getByRole('listbox').getByRole('option').count()).toBe(10);
    await screenshot(page, 'dashboard-search-en');

    await box.fill('zephyr');
    await option.waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(`search-result-${zephyr._id}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/en/project/${zephyr._id}/audience`);

    await page.goBack();
    await box.fill('qwertyuiop');
    await page.getByText(fill(m.dashboard.search.empty, { query: 'qwertyuiop' })).waitFor();
    await context.close();
  });

  it('lists every project on Projects page by page, newest or oldest first', async () => {
    const { context, page } = await openSignedIn(browser, runtime, busy);
    await page.goto(`${runtime.url}/en/projects`);
    const cards = page.locator('article[data-project-id]');
    await cards.first().waitFor();
    const all = await total('pending').then(
      async (pending) => pending + (await total('active')) + (await total('closed')),
    );
    await expect.poll(() => cards.count()).toBe(30);
    await page.getByText(fill(m.dashboard.projects.shown_other, { shown: 30, total: all })).waitFor();
    await page.getByRole('button', { name: m.dashboard.projects.loadMore }).click();
    await page.getByText(fill(m.dashboard.projects.shown_other, { shown: 60, total: all })).waitFor();
    await expect.poll(() => cards.count()).toBe(60);

    const oldest = (await projects({ projectsInfolder: 'any', sort: 'asc', limit: 1 })).items[0]!;
    await page
      .getByLabel(m.dashboard.toolbar.sortProjects)
      .selectOption({ label: m.dashboard.toolbar.oldest });
    await page.waitForURL('**/en/projects?sort=asc');
    await expect.poll(() => cards.first().getAttribute('data-project-id')).toBe(oldest._id);
    await expect.poll(() => cards.count()).toBe(30);
    await context.close();
  });

  it('moves a project into a folder with its menu, and it is there after a reload', async () => {
    const { context, page } = await openSignedIn(browser, runtime, busy);
    await openDashboard(page);
    const seasonal = await folderNamed('Seasonal');
    const { items } = await projects({ projectsStatus: 'closed', projectsInfolder: 'exclude', limit: 1 });
    const project = items[0]!;

    await card(page, project._id)
      .getByRole('button', { name: fill(m.dashboard.card.actions, { name: project.name }) })
      .click();
    await page.getByRole('menuitem', { name: m.dashboard.card.move }).click();
    const dialog = page.getByRole('dialog', { name: fill(m.dashboard.move.title, { name: project.name }) });
    await dialog.getByLabel(m.dashboard.move.folder).selectOption({ label: 'Seasonal' });
    await dialog.getByRole('button', { name: m.dashboard.move.submit }).click();
    await page
      .getByRole('status')
      .filter({ hasText: fill(m.dashboard.move.moved, { name: project.name, folder: 'Seasonal' }) })
      .waitFor();
    await card(page, project._id)
      .getByText(fill(m.dashboard.card.folder, { name: 'Seasonal' }))
      .waitFor();
    await page
      .locator(`.ap-ftile[data-folder-id="${seasonal._id}"]`)
      .getByText(fill(m.dashboard.folders.projects_other, { count: seasonal.projectCount + 1 }))
      .waitFor();

    await page.reload();
    await card(page, project._id)
      .getByText(fill(m.dashboard.card.folder, { name: 'Seasonal' }))
      .waitFor();
    await page
      .locator(`.ap-ftile[data-folder-id="${seasonal._id}"]`)
      .getByRole('link', { name: 'Seasonal' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Seasonal' }).waitFor();
    await card(page, project._id).waitFor();
    const inFolder = await callApi(runtime, token, foldersContract.routes.getFolder, {
      params: { folderId: seasonal._id },
      query: { limit: 100 },
    });
    expect(inFolder.projects.map((candidate) => candidate._id)).toContain(project._id);
    await context.close();
  });

  it('moves a project into a folder by drag and drop, and it is there after a reload', async () => {
    const { context, page } = await openSignedIn(browser, runtime, busy);
    await openDashboard(page);
    const tvSpots = await folderNamed('TV Spots');
    const tile = page.locator(`.ap-ftile[data-folder-id="${tvSpots._id}"]`);

    await card(page, zephyr._id).dragTo(tile);
    await page
      .getByRole('status')
      .filter({ hasText: fill(m.dashboard.move.moved, { name: zephyr.name, folder: 'TV Spots' }) })
      .waitFor();
    await expect
      .poll(
        async () =>
          (
            await callApi(runtime, token, projectsContract.routes.getProject, {
              params: { projectId: zephyr._id },
            })
          ).folder,
      )
      .toBe(tvSpots._id);

    await page.reload();
    await card(page, zephyr._id)
      .getByText(fill(m.dashboard.card.folder, { name: 'TV Spots' }))
      .waitFor();
    await page.goto(`${runtime.url}/en/folder/${tvSpots._id}`);
    await page.getByRole('heading', { level: 1, name: 'TV Spots' }).waitFor();
    await card(page, zephyr._id).waitFor();
    await context.close();
  });
});
