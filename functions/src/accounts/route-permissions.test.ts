import { describe, expect, it } from 'vitest';
import { API_ROUTES, canAccess, routeKey, routesOf, type Principal } from '@adpulse/shared';

/**
 * The call-to-permission mapping of the accounts calls (the `screen` of each route in the
 * shared route table), and what it means for each kind of user of spec section 6.
 */
const expectedScreens: Record<string, string | undefined> = {
  'POST /users/login': undefined,
  'POST /users/logout': undefined,
  'POST /users': undefined,
  'POST /users/confirm': undefined,
  'POST /users/recover': undefined,
  'POST /users/reset': undefined,
  'GET /users/me': undefined,
  'POST /users/me/session': undefined,
  'PATCH /users/me': 'account',
  'DELETE /users/me': 'account',
  'POST /users/me/avatar': 'account',
  'DELETE /users/me/mail-stop': 'account',
  'PUT /clients/{clientId}/password': 'account',
  'GET /users': 'users',
  'POST /clients/{clientId}/users': 'users',
  'PATCH /users/{userId}': 'users',
  'DELETE /users/{userId}': 'users',
  'GET /clients/{clientId}': undefined,
  'PATCH /clients/{clientId}': 'account',
  'POST /clients/{clientId}/branches': 'branches',
  'PATCH /clients/{clientId}/branches/{branchId}': 'branches',
  'DELETE /clients/{clientId}/branches/{branchId}': 'branches',
  'POST /support/messages': undefined,
};

const publicCalls = [
  'POST /users/login',
  'POST /users',
  'POST /users/confirm',
  'POST /users/recover',
  'POST /users/reset',
];

const principals: Record<string, Principal> = {
  regular: { clientType: 'regular', multiUser: false, subType: 'admin' },
  customSingle: { clientType: 'custom', multiUser: false, subType: 'admin' },
  admin: { clientType: 'custom', multiUser: true, subType: 'admin' },
  branch: { clientType: 'custom', multiUser: true, subType: 'branch' },
  researcher: { clientType: 'custom', multiUser: true, subType: 'researcher' },
  collaborator: { clientType: 'custom', multiUser: true, subType: 'collaborator' },
};

describe('accounts call permissions', () => {
  const routes = routesOf('accounts');

  it('maps every accounts call to its screen, and only the public calls need no token', () => {
    expect(Object.fromEntries(routes.map((r) => [routeKey(r), r.screen]))).toEqual(expectedScreens);
    expect(
      routes
        .filter((r) => r.auth === 'public')
        .map(routeKey)
        .sort(),
    ).toEqual([...publicCalls].sort());
  });

  it('lets each kind of user through exactly the calls of its screens', () => {
    const allowed = (principal: Principal) =>
      routes.filter((r) => r.auth === 'user' && (!r.screen || canAccess(principal, r.screen))).map(routeKey);
    const always = [
      'POST /users/logout',
      'GET /users/me',
      'GET /clients/{clientId}',
      'POST /users/me/session',
      'POST /support/messages',
    ];
    const account = [
      'PATCH /users/me',
      'DELETE /users/me',
      'POST /users/me/avatar',
      'DELETE /users/me/mail-stop',
      'PUT /clients/{clientId}/password',
      'PATCH /clients/{clientId}',
    ];
    const users = [
      'GET /users',
      'POST /clients/{clientId}/users',
      'PATCH /users/{userId}',
      'DELETE /users/{userId}',
    ];
    const branches = [
      'POST /clients/{clientId}/branches',
      'PATCH /clients/{clientId}/branches/{branchId}',
      'DELETE /clients/{clientId}/branches/{branchId}',
    ];
    const sorted = (keys: string[]) => [...keys].sort();
    expect(sorted(allowed(principals.regular!))).toEqual(sorted([...always, ...account]));
    expect(sorted(allowed(principals.customSingle!))).toEqual(sorted([...always, ...account]));
    expect(sorted(allowed(principals.admin!))).toEqual(
      sorted([...always, ...account, ...users, ...branches]),
    );
    expect(sorted(allowed(principals.branch!))).toEqual(sorted([...always, ...users]));
    expect(sorted(allowed(principals.collaborator!))).toEqual(sorted([...always, ...users]));
    expect(sorted(allowed(principals.researcher!))).toEqual(sorted(always));
  });

  it('keeps screens on user routes only (a public route cannot be guarded)', () => {
    expect(API_ROUTES.filter((r) => 'screen' in r && r.auth !== 'user')).toEqual([]);
  });
});
