import { accountsContract } from '@adpulse/shared';
import type { RouteContract } from '@adpulse/shared';
import { invokeRoute, probeRoute } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { customTeam, type Team, useFastHashing } from './accounts-fixtures.ts';

useFastHashing();

/**
 * Cross-tenant: an admin of client A (who may call every accounts route on its own client)
 * gets 404 on every id of client B, and B is unchanged afterwards.
 */
let a: Team;
let b: Team;
beforeAll(async () => {
  [a, b] = await Promise.all([customTeam('tenant-a'), customTeam('tenant-b')]);
}, 90_000);

const NOT_FOUND = { code: 'common.not_found', message: 'Page not found: check that the address is correct.' };

describe('another client ids are not found', () => {
  it('404 on every call that names client B, its users or its branches', async () => {
    const token = a.admin.token;
    const clientB = b.admin.clientId;
    const probes: [RouteContract, Record<string, string>, unknown?][] = [
      [accountsContract.routes.getClient, { clientId: clientB }],
      [accountsContract.routes.updateClient, { clientId: clientB }, { companyName: 'Hijacked' }],
      [
        accountsContract.routes.changePassword,
        { clientId: clientB },
        { oldPassword: 'x', newPassword: 'Hijack-2026' },
      ],
      [
        accountsContract.routes.createUser,
        { clientId: clientB },
        { firstName: 'X', lastName: 'Y', email: 'x@y.test', subType: 'admin' },
      ],
      [accountsContract.routes.createBranch, { clientId: clientB }, { name: 'Hijack', shareProjects: true }],
      [accountsContract.routes.updateBranch, { clientId: clientB, branchId: b.milano }, { name: 'Hijacked' }],
      [accountsContract.routes.deleteBranch, { clientId: clientB, branchId: b.roma }],
      [
        accountsContract.routes.updateBranch,
        { clientId: a.admin.clientId, branchId: b.milano },
        { name: 'Hijacked' },
      ],
      [accountsContract.routes.deleteBranch, { clientId: a.admin.clientId, branchId: b.roma }],
      ...[b.admin, b.branch, b.researcher, b.collaborator].flatMap(
        (member): [RouteContract, Record<string, string>, unknown?][] => [
          [accountsContract.routes.updateUser, { userId: member.userId }, { firstName: 'Hijacked' }],
          [accountsContract.routes.deleteUser, { userId: member.userId }],
        ],
      ),
    ];
    for (const [route, params, body] of probes) {
      const answer = await probeRoute(route, { token, params, ...(body !== undefined ? { body } : {}) });
      expect({ route: route.name, params, status: answer.status, body: answer.body }).toEqual({
        route: route.name,
        params,
        status: 404,
        body: NOT_FOUND,
      });
    }
    const list = await invokeRoute(accountsContract.routes.listUsers, {
      token,
      query: { clientId: clientB },
    });
    expect(list.status).toBe(404);
    expect(list.body).toEqual(NOT_FOUND);
  });

  it('even a user without permission on those screens gets 404, not 403, for another client id', async () => {
    const answer = await invokeRoute(accountsContract.routes.createBranch, {
      token: a.researcher.token,
      params: { clientId: b.admin.clientId },
      body: { name: 'X' },
    });
    expect(answer.status).toBe(404);
  });

  it('leaves client B as it was', async () => {
    const client = await invokeRoute(accountsContract.routes.getClient, {
      token: b.admin.token,
      params: { clientId: b.admin.clientId },
    });
    expect(client.body.companyName).toBe('tenant-b S.p.A.');
    expect(client.body.branches.map((branch) => branch.name)).toEqual(['Milano', 'Roma']);
    const users = await invokeRoute(accountsContract.routes.listUsers, { token: b.admin.token });
    expect(users.body.total).toBe(4);
    expect(users.body.items.every((user) => user.firstName !== 'Hijacked')).toBe(true);
    for (const member of [b.admin, b.branch, b.researcher, b.collaborator]) {
      expect((await invokeRoute(accountsContract.routes.getMe, { token: member.token })).status).toBe(200);
    }
    const listA = await invokeRoute(accountsContract.routes.listUsers, {
      token: a.admin.token,
      query: { limit: 100 },
    });
    expect(listA.body.items.every((user) => user.clientId === a.admin.clientId)).toBe(true);
  });
});
