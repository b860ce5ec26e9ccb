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
  folder: () => import('../screens/projects/FolderScreen.tsx'),
  projects: () => import('../screens/projects/ProjectsScreen.tsx'),
  register: () => import('../screens/accounts/public/RegisterScreen.tsx'),
  confirm: () => import('../screens/accounts/public/ConfirmScreen.tsx'),
  recovery: () => import('../screens/accounts/public/RecoveryScreen.tsx'),
  passwordRecovery: () => import('../screens/accounts/public/PasswordRecoveryScreen.tsx'),
  account: () => import('../screens/accounts/account/AccountScreen.tsx'),
  branches: () => import('../screens/accounts/branches/BranchesScreen.tsx'),
  users: () => import('../screens/accounts/users/UsersScreen.tsx'),
  newProject: () => import('../screens/new-project/NewProjectScreen.tsx'),
  successPayment: () => import('../screens/success-payment/SuccessPaymentScreen.tsx'),
};
