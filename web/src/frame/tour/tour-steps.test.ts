import { describe, expect, it } from 'vitest';
import { canAccess, CLIENT_TYPES, SUB_TYPES, type Principal } from '@adpulse/shared';
import { APP_ROUTES } from '../../routing/route-table.ts';
import { SCREEN_TARGET, tourStepsFor } from './tour-steps.ts';

/** Every role of the permission table: client type × single/multi-user × sub-type. */
const ROLES: Principal[] = CLIENT_TYPES.flatMap((clientType) =>
  [false, true].flatMap((multiUser) => SUB_TYPES.map((subType) => ({ clientType, multiUser, subType }))),
);
const name = (p: Principal) => `${p.clientType}${p.multiUser ? ' multi-user' : ''} ${p.subType}`;
const routesOf = (principal: Principal) => tourStepsFor(principal).flatMap((step) => step.route ?? []);

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

describe('the quick tour walks the screens each role may open', () => {
  it.each(ROLES.map((role) => [name(role), role] as const))(
    '%s: every step opens a signed-in screen of the route table that the role may open',
    (_name, principal) => {
      const steps = tourStepsFor(principal);
      for (const step of steps.filter((candidate) => candidate.route)) {
        const route = APP_ROUTES.find((candidate) => candidate.path === step.route);
        expect(route, step.route).toBeDefined();
        expect(route?.access, step.route).toBe('user');
        if (route?.guard) expect(canAccess(principal, route.guard), step.route).toBe(true);
        expect(step.target).toBe(SCREEN_TARGET);
      }
      // Every guarded main screen the role may open is in its tour, and only those.
      const guarded = (['newProject', 'plan', 'branches', 'users', 'billing'] as const).filter((screen) =>
        canAccess(principal, screen),
      );
      const toured = routesOf(principal).flatMap(
        (path) => APP_ROUTES.find((candidate) => candidate.path === path)?.guard ?? [],
      );
      expect(toured).toEqual(guarded);
      expect(routesOf(principal).slice(0, 2)).toEqual(['dashboard', 'projects']);
    },
  );

  it('gives each role its own walk', () => {
    expect(routesOf({ clientType: 'regular', multiUser: false, subType: 'admin' })).toEqual([
      'dashboard',
      'projects',
      'new-project',
      'plan',
    ]);
    expect(routesOf({ clientType: 'custom', multiUser: true, subType: 'admin' })).toEqual([
      'dashboard',
      'projects',
      'plan',
      'branches',
      'users',
      'billing',
    ]);
    expect(routesOf({ clientType: 'custom', multiUser: true, subType: 'branch' })).toEqual([
      'dashboard',
      'projects',
      'users',
    ]);
    expect(routesOf({ clientType: 'custom', multiUser: true, subType: 'researcher' })).toEqual([
      'dashboard',
      'projects',
    ]);
  });

  it('signed out it has only the header', () => {
    expect(tourStepsFor(null).every((step) => !step.route)).toBe(true);
  });
});
