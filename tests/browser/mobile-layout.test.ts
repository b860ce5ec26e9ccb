import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { foldersContract } from '@adpulse/shared';
import { MESSAGES, type Messages } from '../../shared/src/i18n/index.ts';
import { launchBrowser } from '../support/browser.ts';
import { mediaFixture } from '../fixtures/media.ts';
import type { TestRuntime } from '../support/runtime.ts';
import {
  CUSTOMER,
  DEMO_PASSWORD,
  REGULAR,
  openSignedIn,
  startWizardRuntime,
} from '../support/wizard-runtime.ts';
import { loginAt } from '../support/invoke-route.ts';
import { projectWithStimulus } from '../support/wizard-api.ts';
import { callApi } from '../support/seed-dashboard.ts';
import { analysedProject } from '../support/seed-results.ts';
import { DEMO_SAMPLE_SIZE } from '../../local/src/demo-results.ts';

/** A phone: every screen fits its width, with no horizontal scroll (the owner's rule). */
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let runtime: TestRuntime;
const ids = { closed: '', folder: '', regularProject: '', customerProject: '' };

beforeAll(async () => {
  [browser, runtime] = await Promise.all([launchBrowser(), startWizardRuntime()]);
  const stimulus = await mediaFixture('mp4');
  const regular = await signIn(REGULAR);
  // The demo start seeds drafts only (its closed projects are analysed in the background): a
  // closed project with results, analysed by the real engine from simulated respondents.
  ids.closed = await analysedProject(
    { email: REGULAR, token: regular.token, clientId: regular.clientId, userId: '' },
    'Phone layout results',
    [{ kind: 'image', duration: 4, name: 'Poster' }],
    DEMO_SAMPLE_SIZE,
  );
  const folders = await callApi(runtime, regular.token, foldersContract.routes.listFolders, {
    params: { clientId: regular.clientId },
  });
  ids.folder = folders.items[0]!._id;
  ids.regularProject = await projectWithStimulus(runtime, regular.token, {
    name: 'Phone layout',
    type: 'discover',
    step: 5,
    stimulus,
  });
  const customer = await signIn(CUSTOMER);
  ids.customerProject = await projectWithStimulus(runtime, customer.token, {
    name: 'Phone layout custom',
    type: 'custom',
    step: 4,
    stimulus,
  });
});
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});

async function signIn(email: string): Promise<{ token: string; clientId: string }> {
  const answer = await loginAt(runtime.apiUrl, email, DEMO_PASSWORD);
  return { token: answer.token, clientId: answer.accountId };
}

/** '' when the page fits; else how far it overflows and the outermost elements that stick out. */
function overflowReport(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow <= 0) return '';
    const width = root.clientWidth;
    const sticking = Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const parent = element.parentElement;
        return (
          element.getBoundingClientRect().right > width + 0.5 &&
          (!parent || parent.getBoundingClientRect().right <= width + 0.5)
        );
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')}`);
    return `${overflow}px too wide: ${sticking.join(', ')}`;
  });
}

interface Screen {
  name: string;
  path: () => string;
  /** Waits until the screen's content (not only its frame) has loaded. */
  loaded: (page: Page, m: Messages) => Promise<void>;
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 15_000 });

const REGULAR_SCREENS: Screen[] = [
  {
    name: 'dashboard',
    path: () => 'dashboard',
    loaded: async (page) => page.locator('section[data-group="closed"] article').first().waitFor(),
  },
  {
    name: 'projects',
    path: () => 'projects',
    loaded: async (page) => page.locator('section[data-group="closed"] article').first().waitFor(),
  },
  {
    name: 'folder',
    path: () => `folder/${ids.folder}`,
    loaded: async (page) => page.locator('article[data-project-id]').first().waitFor(),
  },
  {
    name: 'new project',
    path: () => 'new-project',
    loaded: (page, m) => heading(page, m.screens.newProject),
  },
  ...(['ranking', 'metrics', 'chart', 'metrics-in-context'] as const).map((tab) => ({
    name: `results ${tab}`,
    path: () => `project/${ids.closed}/${tab}`,
    loaded: async (page: Page, m: Messages) => {
      const label = m.tabs[tab === 'metrics-in-context' ? 'metricsInContext' : tab];
      await page.getByRole('tab', { name: label, selected: true }).waitFor({ timeout: 15_000 });
    },
  })),
  {
    name: 'wizard audience',
    path: () => `project/${ids.regularProject}/audience`,
    loaded: async (page, m) => {
      await heading(page, m.screens.audience);
      await page.getByText(m.wizard.audience.sampleSize).first().waitFor();
    },
  },
  {
    name: 'wizard stimulus',
    path: () => `project/${ids.regularProject}/stimulus`,
    loaded: async (page, m) => {
      await heading(page, m.screens.stimulus);
      await page.getByRole('heading', { name: 'clip-3s-320x240' }).waitFor();
    },
  },
  {
    name: 'wizard questions',
    path: () => `project/${ids.regularProject}/questions`,
    loaded: async (page, m) => {
      await heading(page, m.screens.questions);
      await page.getByRole('button', { name: m.wizard.questions.add }).waitFor();
    },
  },
  {
    name: 'wizard review',
    path: () => `project/${ids.regularProject}/review`,
    loaded: async (page, m) => {
      await heading(page, m.screens.review);
      await page.getByRole('button', { name: m.wizard.review.toPayment }).waitFor();
    },
  },
  {
    name: 'wizard checkout',
    path: () => `project/${ids.regularProject}/checkout`,
    loaded: async (page, m) => {
      await heading(page, m.screens.checkout);
      await page.getByText(m.wizard.checkout.feasible).waitFor({ timeout: 30_000 });
    },
  },
  { name: 'account', path: () => 'account', loaded: (page, m) => heading(page, m.screens.account) },
];

const CUSTOMER_SCREENS: Screen[] = [
  {
    name: 'customer dashboard',
    path: () => 'dashboard',
    // The demo start seeds the custom client's drafts; its closed projects come in the background.
    loaded: async (page) => page.locator('section[data-group] article[data-project-id]').first().waitFor(),
  },
  {
    name: 'customer audience',
    path: () => `project/${ids.customerProject}/audience`,
    loaded: async (page, m) => {
      await heading(page, m.screens.audience);
      await page.getByText(m.wizard.audience.sampleSize).first().waitFor();
    },
  },
  {
    name: 'customer review',
    path: () => `project/${ids.customerProject}/review`,
    loaded: (page, m) => heading(page, m.screens.review),
  },
  {
    name: 'users',
    path: () => 'users',
    loaded: async (page) => page.locator('[data-user-email]').first().waitFor(),
  },
  {
    name: 'branches',
    path: () => 'branches',
    loaded: async (page, m) => page.getByRole('button', { name: m.accounts.edit }).first().waitFor(),
  },
];

describe.each([
  { lang: 'en', locale: 'en-US' },
  { lang: 'it', locale: 'it-IT' },
  { lang: 'de', locale: 'de-DE' },
] as const)('at 390x844 in $lang, no screen scrolls sideways', ({ lang, locale }) => {
  const m = MESSAGES[lang];

  async function checkAll(email: string, screens: Screen[]) {
    const { context, page } = await openSignedIn(browser, runtime, email, locale, PHONE);
    const failures: string[] = [];
    try {
      for (const screen of screens) {
        await page.goto(`${runtime.url}/${lang}/${screen.path()}`);
        await screen.loaded(page, m);
        const report = await expect
          .poll(() => overflowReport(page), { timeout: 3_000 })
          .toBe('')
          .then(() => '')
          .catch(async () => overflowReport(page));
        if (report) failures.push(`${screen.name}: ${report}`);
      }
    } finally {
      await context.close();
    }
    expect(failures).toEqual([]);
  }

  it('wizard, dashboard, folder, results and account screens of a regular user', async () => {
    await checkAll(REGULAR, REGULAR_SCREENS);
  }, 240_000);

  it('dashboard, custom wizard, users and branches of a custom admin', async () => {
    await checkAll(CUSTOMER, CUSTOMER_SCREENS);
  }, 120_000);
});
