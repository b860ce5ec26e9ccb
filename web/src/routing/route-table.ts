import { matchRoutes, type RouteObject } from 'react-router';
import type { GuardedScreen, Messages } from '@adpulse/shared';
import type { WizardStep } from '../features/wizard/index.ts';

/** The screen a route shows: its name in the catalogue (screens.*) is its title. */
export type ScreenName = keyof Messages['screens'];

/**
 * public: anyone; anonymous: only signed-out users (a signed-in user goes to Dashboard);
 * user: signed-in users (others go to Login with a redirect back); guest: shared-results links.
 */
export type Access = 'public' | 'anonymous' | 'user' | 'guest';

export const RESULT_TABS = ['ranking', 'metrics', 'chart', 'metrics-in-context'] as const;
export type ResultTab = (typeof RESULT_TABS)[number];
export const DEFAULT_RESULT_TAB: ResultTab = 'ranking';

export interface AppRoute {
  /** Path under /{lang}, in react-router syntax. */
  path: string;
  screen: ScreenName;
  access: Access;
  /** Screens of the permission table (spec section 6): denied gives page-not-found and Dashboard. */
  guard?: GuardedScreen;
  wizardStep?: WizardStep;
  /** Child tabs ranking, metrics, chart, metrics-in-context; the bare path opens ranking. */
  tabs?: true;
  /** A route that only sends to the project's analytics screen. */
  redirectToProject?: true;
  children?: AppRoute[];
}

/** Every screen of spec section 2. The router is built from this list, so it is the one truth. */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: 'login', screen: 'login', access: 'anonymous' },
  { path: 'register', screen: 'register', access: 'public' },
  { path: 'confirm/:token', screen: 'confirm', access: 'public' },
  { path: 'recovery/:token', screen: 'recovery', access: 'public' },
  { path: 'password-recovery', screen: 'passwordRecovery', access: 'public' },
  { path: 'support', screen: 'support', access: 'public' },
  { path: 'api-reference', screen: 'apiReference', access: 'public' },
  { path: 'share/project/:projectId/:clientId/:sharingToken', screen: 'share', access: 'guest', tabs: true },
  { path: 'dashboard', screen: 'dashboard', access: 'user' },
  { path: 'folder/:id', screen: 'folder', access: 'user' },
  { path: 'projects', screen: 'projects', access: 'user' },
  { path: 'project/:id', screen: 'project', access: 'user', tabs: true },
  { path: 'project/:id/analytics/ranking', screen: 'project', access: 'user', redirectToProject: true },
  {
    path: 'project/:id/project-analysis',
    screen: 'projectAnalysis',
    access: 'user',
    children: [
      { path: 'heatmap', screen: 'heatmap', access: 'user' },
      { path: 'comparisson/:comparissonProjectId', screen: 'comparison', access: 'user' },
    ],
  },
  { path: 'project/:id/fieldwork', screen: 'fieldwork', access: 'user' },
  { path: 'project/:id/preview', screen: 'preview', access: 'user' },
  { path: 'project/:id/audience', screen: 'audience', access: 'user', wizardStep: 'audience' },
  { path: 'project/:id/stimulus', screen: 'stimulus', access: 'user', wizardStep: 'stimulus' },
  { path: 'project/:id/questions', screen: 'questions', access: 'user', wizardStep: 'questions' },
  { path: 'project/:id/review', screen: 'review', access: 'user', wizardStep: 'review' },
  { path: 'project/:id/checkout', screen: 'checkout', access: 'user', wizardStep: 'checkout' },
  { path: 'new-project', screen: 'newProject', access: 'user', guard: 'newProject' },
  { path: 'success-payment', screen: 'successPayment', access: 'user' },
  { path: 'account', screen: 'account', access: 'user', guard: 'account' },
  { path: 'billing-info', screen: 'billingInfo', access: 'user', guard: 'billingInfo' },
  { path: 'plan', screen: 'plan', access: 'user', guard: 'plan' },
  { path: 'branches', screen: 'branches', access: 'user', guard: 'branches' },
  { path: 'users', screen: 'users', access: 'user', guard: 'users' },
  { path: 'billing', screen: 'billing', access: 'user', guard: 'billing' },
  { path: 'usage', screen: 'usage', access: 'user', guard: 'usage' },
];

function pathTree(route: AppRoute): RouteObject {
  const children: RouteObject[] = [];
  if (route.tabs) children.push({ index: true }, ...RESULT_TABS.map((tab) => ({ path: tab })));
  if (route.children) children.push({ index: true }, ...route.children.map(pathTree));
  return children.length ? { path: route.path, children } : { path: route.path };
}

const PATH_TREE: RouteObject[] = [{ index: true }, ...APP_ROUTES.map(pathTree)];

/** Whether a path under /{lang} (without it, e.g. `project/42/chart`) is one of the app's screens. */
export function isAppPath(pathUnderLanguage: string): boolean {
  const path = `/${pathUnderLanguage.replace(/^\/+/, '')}`;
  return matchRoutes(PATH_TREE, path) !== null;
}
