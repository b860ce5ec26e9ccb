import { canAccess, type GuardedScreen, type Principal } from '@adpulse/shared';

export type AccountScreen = GuardedScreen &
  ('account' | 'billingInfo' | 'plan' | 'branches' | 'users' | 'billing' | 'usage');

/** The screens of the account menu, in its order, with their paths. */
export const ACCOUNT_ITEMS: readonly { screen: AccountScreen; path: string }[] = [
  { screen: 'account', path: 'account' },
  { screen: 'billingInfo', path: 'billing-info' },
  { screen: 'plan', path: 'plan' },
  { screen: 'branches', path: 'branches' },
  { screen: 'users', path: 'users' },
  { screen: 'billing', path: 'billing' },
  { screen: 'usage', path: 'usage' },
];

/** The account menu's screens this user may open (spec section 6). */
export function accountItemsFor(principal: Principal) {
  return ACCOUNT_ITEMS.filter((item) => canAccess(principal, item.screen));
}
