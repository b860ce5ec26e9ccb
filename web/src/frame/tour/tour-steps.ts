import { canAccess, type Messages, type Principal } from '@adpulse/shared';
import { accountItemsFor, type AccountScreen } from '../account-items.ts';

type TourKey = keyof Messages['tour'];

export interface TourStep {
  /** The header element it points at (data-tour). */
  target: string;
  title: TourKey;
  body: TourKey;
  /** The account step lists the menu's entries this user has. */
  accountItems?: readonly AccountScreen[];
}

/**
 * The quick tour: one step per header area, its text fitted to the user's role. The navigation
 * step names New project only for those who may open it (regular users); customers start
 * projects from the dashboard. The account step names the menu's entries the user has.
 */
export function tourStepsFor(principal: Principal | null): TourStep[] {
  return [
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
}

export const tourTarget = (target: string): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-tour="${target}"]`);
