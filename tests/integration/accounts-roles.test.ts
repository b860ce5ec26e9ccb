import { accountsContract } from '@adpulse/shared';
import type { RouteContract } from '@adpulse/shared';
import { invokeRoute, probeRoute } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/invoke.ts';
import { everyRole, login, ROLES, type Role, type SignedIn, useFastHashing } from './accounts-fixtures.ts';

useFastHashing();

/**
 * Spec section 6, row by row, against every accounts call: each kind of user calls each route
 * with its own token and ids. The probe is chosen not to destroy anything: where the role may
 * call, the answer is the route's own (200, 204, or 400 for a deliberately empty body, 404 for
 * an id that does not exist); where it may not, 403 comes first.
 */

interface Probe {
  route: RouteContract;
  params?: (user: SignedIn) => Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A body made per call (a fresh address for calls limited per e-mail). */
  bodyOf?: () => unknown;
  /** Calls with a token of their own (logout ends the session it is given). */
  freshToken?: boolean;
}

const own = (user: SignedIn) => ({ clientId: user.clientId });
const missingUser = () => ({ userId: 'no-such-user' });
const missingBranch = (user: SignedIn) => ({ clientId: user.clientId, branchId: 'no-such-branch' });

/** [call, probe, expected status per role: regular, customSingle, admin, branch, researcher, collaborator] */
const TABLE: [string, Probe, Record<Role, number>][] = [
  ['login', { route: accountsContract.routes.login, body: {} }, all(400)],
  ['logout', { route: accountsContract.routes.logout, freshToken: true }, all(204)],
  ['renew session', { route: accountsContract.routes.renewSession, freshToken: true }, all(200)],
  ['register', { route: accountsContract.routes.register, body: {} }, all(400)],
  ['confirm', { route: accountsContract.routes.confirm, body: {} }, all(400)],
  [
    'recover',
    { route: accountsContract.routes.recover, bodyOf: () => ({ email: uniqueEmail('nobody') }) },
    all(204),
  ],
  ['reset', { route: accountsContract.routes.resetPassword, body: {} }, all(400)],
  ['read own user', { route: accountsContract.routes.getMe }, all(200)],
  ['update own user', { route: accountsContract.routes.updateMe, body: { firstName: '' } }, account(400)],
  ['delete own account', { route: accountsContract.routes.deleteMe, body: {} }, account(400)],
  ['mail own address again', { route: accountsContract.routes.resumeMail }, account(200)],
  ['profile image upload', { route: accountsContract.routes.createAvatarUpload, body: {} }, account(400)],
  ['change password', { route: accountsContract.routes.changePassword, params: own, body: {} }, account(400)],
  ['list users', { route: accountsContract.routes.listUsers }, users(200)],
  ['create user', { route: accountsContract.routes.createUser, params: own, body: {} }, users(400)],
  ['update user', { route: accountsContract.routes.updateUser, params: missingUser, body: {} }, users(404)],
  ['delete user', { route: accountsContract.routes.deleteUser, params: missingUser }, users(404)],
  ['read client', { route: accountsContract.routes.getClient, params: own }, all(200)],
  [
    'update client',
    { route: accountsContract.routes.updateClient, params: own, body: { companyName: '' } },
    account(400),
  ],
  ['create branch', { route: accountsContract.routes.createBranch, params: own, body: {} }, branches(400)],
  [
    'update branch',
    { route: accountsContract.routes.updateBranch, params: missingBranch, body: {} },
    branches(404),
  ],
  ['delete branch', { route: accountsContract.routes.deleteBranch, params: missingBranch }, branches(404)],
  ['write to support', { route: accountsContract.routes.sendSupportMessage, body: {} }, all(400)],
];

function all(status: number): Record<Role, number> {
  return {
    regular: status,
    customSingle: status,
    admin: status,
    branch: status,
    researcher: status,
    collaborator: status,
  };
}
/** Account, billing-info, plan: all except custom multi-user non-admin. */
function account(status: number): Record<Role, number> {
  return {
    regular: status,
    customSingle: status,
    admin: status,
    branch: 403,
    researcher: 403,
    collaborator: 403,
  };
}
/** Users: custom multi-user admin, branch or collaborator. */
function users(status: number): Record<Role, number> {
  return {
    regular: 403,
    customSingle: 403,
    admin: status,
    branch: status,
    researcher: 403,
    collaborator: status,
  };
}
/** Branches: custom multi-user admin only. */
function branches(status: number): Record<Role, number> {
  return { regular: 403, customSingle: 403, admin: status, branch: 403, researcher: 403, collaborator: 403 };
}

const people = {} as Record<Role, SignedIn>;
beforeAll(async () => {
  Object.assign(people, await everyRole('roles'));
}, 90_000);

describe('the role table of spec section 6 on every accounts call', () => {
  it('covers every accounts route of the route table', async () => {
    const { routesOf } = await import('@adpulse/shared');
    const covered = new Set(TABLE.map(([, probe]) => probe.route.name));
    expect(
      routesOf('accounts')
        .map((route) => route.name)
        .filter((name) => !covered.has(name)),
    ).toEqual([]);
  });

  it.each(ROLES)('%s gets the expected status on each call', async (role) => {
    const user = people[role];
    const outcome: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const [name, probe, statuses] of TABLE) {
      const token = probe.freshToken ? (await login(user.email)).token : user.token;
      const answer = await probeRoute(probe.route, {
        token,
        ...(probe.params ? { params: probe.params(user) } : {}),
        ...(probe.body !== undefined ? { body: probe.body } : {}),
        ...(probe.bodyOf ? { body: probe.bodyOf() } : {}),
      });
      outcome[name] = answer.status;
      expected[name] = statuses[role];
      if (answer.status === 403) {
        expect(answer.body).toEqual({
          code: 'auth.forbidden',
          message: 'Page not found: check that the address is correct.',
        });
      }
    }
    expect(outcome).toEqual(expected);
    expect((await invokeRoute(accountsContract.routes.getMe, { token: user.token })).status).toBe(200);
  });

  it('a denied call changes nothing: a researcher cannot create a branch or a user', async () => {
    const researcher = people.researcher;
    const branch = await invokeRoute(accountsContract.routes.createBranch, {
      token: researcher.token,
      params: own(researcher),
      body: { name: 'Sneaky', shareProjects: true },
    });
    expect(branch.status).toBe(403);
    const created = await invokeRoute(accountsContract.routes.createUser, {
      token: researcher.token,
      params: own(researcher),
      body: { firstName: 'A', lastName: 'B', email: uniqueEmail('sneaky'), subType: 'admin' },
    });
    expect(created.status).toBe(403);
    const client = await invokeRoute(accountsContract.routes.getClient, {
      token: people.admin.token,
      params: own(people.admin),
    });
    expect(client.body.branches.map((b) => b.name)).toEqual(['Milano', 'Roma']);
  });
});
