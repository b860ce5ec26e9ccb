import { canAccess, type GuardedScreen, type Messages, type Principal } from '@adpulse/shared';
import { accountItemsFor, type AccountScreen } from '../account-items.ts';

type TourKey = keyof Messages['tour'];

/** The tour's target on a screen it opens: the screen's own heading (ScreenPage's h1). */
export const SCREEN_TARGET = 'screen';

export interface TourStep {
  /** What it points at: a header element (data-tour), or SCREEN_TARGET on the screen of `route`. */
  target: string;
  title: TourKey;
  body: TourKey;
  /** The path under /{lang} the step opens first (a route of APP_ROUTES); none: the page stays. */
  route?: string;
  /** The account step lists the menu's entries this user has. */
  accountItems?: readonly AccountScreen[];
}

/** The screens the tour walks after the header, in order, each shown only to roles that may open it. */
const SCREEN_STEPS: readonly (TourStep & { route: string; guard?: GuardedScreen })[] = [
  { target: SCREEN_TARGET, route: 'dashboard', title: 'dashboardTitle', body: 'dashboardBody' },
  { target: SCREEN_TARGET, route: 'projects', title: 'projectsTitle', body: 'projectsBody' },
  {
    target: SCREEN_TARGET,
    route: 'new-project',
    guard: 'newProject',
    title: 'newProjectTitle',
    body: 'newProjectBody',
  },
  { target: SCREEN_TARGET, route: 'plan', guard: 'plan', title: 'planTitle', body: 'planBody' },
  {
    target: SCREEN_TARGET,
    route: 'branches',
    guard: 'branches',
    title: 'branchesTitle',
    body: 'branchesBody',
  },
  { target: SCREEN_TARGET, route: 'users', guard: 'users', title: 'usersTitle', body: 'usersBody' },
  { target: SCREEN_TARGET, route: 'billing', guard: 'billing', title: 'billingTitle', body: 'billingBody' },
];

/**
 * The quick tour for the user's role: the header's areas on the page where it starts, then the
 * main screens this role may open (spec section 6: the dashboard, projects and their results for everyone, the
 * new-project wizard for regular users, plan, branches, users and billing for those allowed),
 * each step opening its screen. The navigation step names New project only for those who may
 * open it (customers start projects from the dashboard); the account step names the menu's
 * entries the user has. Signed out (no principal) it has only the header.
 */
export function tourStepsFor(principal: Principal | null): TourStep[] {
  const header: TourStep[] = [
    {
      target: 'nav',
      title: 'navTitle',
      body: !principal || canAccess(principal, 'newProject') ? 'navBody' : 'navBodyCustomer',
    },
    { target: 'language', title: 'languageTitle', body: 'languageBody' },
    { target: 'whatsNew', title: 'whatsNewTitle', body: 'whatsNewBody' },
    { target: 'help', title: 'helpTitle', body: 'helpBody' },
    {
      target: 'account',
      title: 'accountTitle',
      body: 'accountBody',
      accountItems: principal ? accountItemsFor(principal).map((item) => item.screen) : [],
    },
  ];
  if (!principal) return header;
  const screens = SCREEN_STEPS.filter((step) => !step.guard || canAccess(principal, step.guard)).map(
    ({ guard: _guard, ...step }) => step,
  );
  return [...header, ...screens];
}

/** The element a step points at, if it is on the page. */
export const tourTarget = (target: string): HTMLElement | null =>
  target === SCREEN_TARGET
    ? document.querySelector<HTMLElement>('main .ap-screen-title')
    : document.querySelector<HTMLElement>(`[data-tour="${target}"]`);
