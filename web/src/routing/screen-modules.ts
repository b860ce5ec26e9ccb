import type { ComponentType } from 'react';
import type { ScreenName } from './route-table.ts';

export type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * The module of each finished screen, one lazily loaded chunk per screen. A screen not listed
 * here shows the placeholder with its name and route until its issue lands.
 */
export const SCREEN_MODULES: Partial<Record<ScreenName, ScreenModule>> = {
  login: () => import('../screens/login/LoginScreen.tsx'),
  dashboard: () => import('../screens/dashboard/DashboardScreen.tsx'),
};
