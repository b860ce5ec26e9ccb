import type { ComponentType } from 'react';
import type { ScreenName } from './route-table.ts';

export type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * The module of each finished screen, one lazily loaded chunk per screen. A screen not listed
 * here shows the placeholder with its name and route until its issue lands.
 */
export const SCREEN_MODULES: Partial<Record<ScreenName, ScreenModule>> = {
  login: () => import('../features/accounts/login/LoginScreen.tsx'),
  dashboard: () => import('../features/projects/dashboard/DashboardScreen.tsx'),
  folder: () => import('../features/projects/FolderScreen.tsx'),
  projects: () => import('../features/projects/ProjectsScreen.tsx'),
  register: () => import('../features/accounts/public/RegisterScreen.tsx'),
  confirm: () => import('../features/accounts/public/ConfirmScreen.tsx'),
  recovery: () => import('../features/accounts/public/RecoveryScreen.tsx'),
  passwordRecovery: () => import('../features/accounts/public/PasswordRecoveryScreen.tsx'),
  account: () => import('../features/accounts/account/AccountScreen.tsx'),
  branches: () => import('../features/accounts/branches/BranchesScreen.tsx'),
  users: () => import('../features/accounts/users/UsersScreen.tsx'),
  newProject: () => import('../features/wizard/new-project/NewProjectScreen.tsx'),
  successPayment: () => import('../features/wizard/success-payment/SuccessPaymentScreen.tsx'),
  plan: () => import('../features/billing/PlanScreen.tsx'),
  billingInfo: () => import('../features/billing/BillingInfoScreen.tsx'),
  billing: () => import('../features/billing/BillingScreen.tsx'),
  usage: () => import('../features/billing/UsageScreen.tsx'),
  fieldwork: () => import('../features/fieldwork/FieldworkScreen.tsx'),
  preview: () => import('../features/respondent/preview/PreviewScreen.tsx'),
  projectAnalysis: () => import('../features/results/ProjectAnalysisScreen.tsx'),
  apiReference: () => import('../features/developers/ApiReferenceScreen.tsx'),
  support: () => import('../features/support/SupportScreen.tsx'),
};
