import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { APP_ROUTES, DEFAULT_RESULT_TAB, RESULT_TABS, type AppRoute } from './route-table.ts';
import type { ScreenHandle } from './route-handle.ts';
import { withTimeout } from './lazy.ts';
import { loadTexts } from '../i18n/i18n.ts';
import { SCREEN_MODULES, type ScreenModule } from './screen-modules.ts';
import { LanguageLayout } from './LanguageLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { RedirectToProject } from './RedirectToProject.tsx';
import { BootLoading } from '../bootstrap/BootScreens.tsx';
import {
  AnonymousOnly,
  GuestArea,
  LanguageHome,
  NotFoundRedirect,
  RequireScreen,
  RequireUser,
  RootRedirect,
} from './guards.tsx';

/**
 * Each screen is its own chunk, loaded when first opened with the texts it shows: the login page
 * needs only the core texts; every other screen also the screens group.
 */
const lazyScreen =
  (load: ScreenModule, texts: 'core' | 'screens' = 'screens') =>
  async () => {
    const [module] = await withTimeout(
      Promise.all([load(), texts === 'screens' ? loadTexts('screens') : null]),
    );
    return { Component: module.default };
  };

const SCREENS = {
  results: () => import('../features/results/ResultsScreen.tsx'),
  resultTab: () => import('../features/results/ResultTabScreen.tsx'),
  analysisChild: () => import('../features/results/AnalysisChildScreen.tsx'),
  wizardStep: () => import('../features/wizard/WizardStepScreen.tsx'),
  placeholder: () => import('../components/placeholder/PlaceholderScreen.tsx'),
} satisfies Record<string, ScreenModule>;

function screenModule(route: AppRoute): ScreenModule {
  if (route.tabs) return SCREENS.results;
  if (route.wizardStep) return SCREENS.wizardStep;
  return SCREEN_MODULES[route.screen] ?? SCREENS.placeholder;
}

function toRouteObject(route: AppRoute, parentPattern = '/:lang'): RouteObject {
  const pattern = `${parentPattern}/${route.path}`;
  const handle: ScreenHandle = { screen: route.screen, pattern, wizardStep: route.wizardStep };
  if (route.redirectToProject) return { path: route.path, handle, element: <RedirectToProject /> };

  const children: RouteObject[] = [];
  if (route.tabs) {
    children.push(
      { index: true, element: <Navigate to={DEFAULT_RESULT_TAB} replace /> },
      ...RESULT_TABS.map((tab) => ({
        path: tab,
        handle: { ...handle, pattern: `${pattern}/${tab}`, tab } satisfies ScreenHandle,
        lazy: lazyScreen(SCREENS.resultTab),
      })),
    );
  }
  for (const child of route.children ?? []) {
    children.push({ ...toRouteObject(child, pattern), lazy: lazyScreen(SCREENS.analysisChild) });
  }
  const texts = route.screen === 'login' ? 'core' : 'screens';
  const object: RouteObject = { path: route.path, handle, lazy: lazyScreen(screenModule(route), texts) };
  if (children.length) object.children = children;
  return route.guard ? { element: <RequireScreen screen={route.guard} />, children: [object] } : object;
}

const byAccess = (access: AppRoute['access']) =>
  APP_ROUTES.filter((route) => route.access === access).map((route) => toRouteObject(route));

export const APP_ROUTE_OBJECTS: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/:lang',
    element: <LanguageLayout />,
    errorElement: <RouteError />,
    // The first screen's chunk loads before anything renders: keep the start-up loader meanwhile.
    hydrateFallbackElement: <BootLoading />,
    children: [
      { index: true, element: <LanguageHome /> },
      ...byAccess('public'),
      { element: <AnonymousOnly />, children: byAccess('anonymous') },
      { element: <GuestArea />, children: byAccess('guest') },
      { element: <RequireUser />, children: byAccess('user') },
      { path: '*', element: <NotFoundRedirect /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(APP_ROUTE_OBJECTS);
}
export type AppRouter = ReturnType<typeof createAppRouter>;
