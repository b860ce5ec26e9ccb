import { describe, expect, it } from 'vitest';
import type { Principal } from '@adpulse/shared';
import { tourStepsFor } from './tour-steps.ts';

const step = (principal: Principal, target: string) =>
  tourStepsFor(principal).find((candidate) => candidate.target === target);

describe('the quick tour fits the user role', () => {
  it('names New project only to regular users', () => {
    expect(step({ clientType: 'regular', multiUser: false, subType: 'admin' }, 'nav')?.body).toBe('navBody');
    expect(step({ clientType: 'custom', multiUser: true, subType: 'admin' }, 'nav')?.body).toBe(
      'navBodyCustomer',
    );
    expect(step({ clientType: 'custom', multiUser: false, subType: 'admin' }, 'nav')?.body).toBe(
      'navBodyCustomer',
    );
  });

  it("lists the account menu's entries the role has", () => {
    expect(
      step({ clientType: 'regular', multiUser: false, subType: 'admin' }, 'account')?.accountItems,
    ).toEqual(['account', 'billingInfo', 'plan']);
    expect(
      step({ clientType: 'custom', multiUser: true, subType: 'admin' }, 'account')?.accountItems,
    ).toEqual(['account', 'billingInfo', 'plan', 'branches', 'users', 'billing', 'usage']);
    expect(
      step({ clientType: 'custom', multiUser: true, subType: 'branch' }, 'account')?.accountItems,
    ).toEqual(['users']);
    expect(
      step({ clientType: 'custom', multiUser: true, subType: 'researcher' }, 'account')?.accountItems,
    ).toEqual([]);
  });
});
