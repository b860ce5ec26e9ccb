import { describe, expect, it } from 'vitest';
import { canAccess, GUARDED_SCREENS, type Principal, type GuardedScreen } from './permissions.ts';

const regular: Principal = { clientType: 'regular', multiUser: false, subType: 'admin' };
const customSingle: Principal = { clientType: 'custom', multiUser: false, subType: 'admin' };
const multi = (subType: Principal['subType']): Principal => ({
  clientType: 'custom',
  multiUser: true,
  subType,
});

/** Spec section 6, row by row: the screens each kind of user may open. */
const expected: [string, Principal, GuardedScreen[]][] = [
  ['regular', regular, ['newProject', 'account', 'billingInfo', 'plan']],
  ['custom single-user', customSingle, ['account', 'billingInfo', 'plan', 'billing', 'usage']],
  [
    'multi-user admin',
    multi('admin'),
    ['account', 'billingInfo', 'plan', 'branches', 'users', 'billing', 'usage'],
  ],
  ['multi-user branch', multi('branch'), ['users']],
  ['multi-user researcher', multi('researcher'), []],
  ['multi-user collaborator', multi('collaborator'), ['users']],
];

describe('screen permissions', () => {
  it.each(expected)('%s opens exactly its screens', (_name, principal, allowed) => {
    const opened = GUARDED_SCREENS.filter((screen) => canAccess(principal, screen));
    expect(opened).toEqual(allowed);
  });
});
