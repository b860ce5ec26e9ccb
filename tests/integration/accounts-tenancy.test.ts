import { beforeAll, describe, expect, it } from 'vitest';
import type { UserList } from '@adpulse/shared/accounts/index';
import { call, customTeam, type Team, useFastHashing } from './accounts-fixtures.ts';

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
    const probes: [string, string, Record<string, string>, unknown?][] = [
      ['GET', '/clients/{clientId}', { clientId: clientB }],
      ['PATCH', '/clients/{clientId}', { clientId: clientB }, { companyName: 'Hijacked' }],
      [
        'PUT',
        '/clients/{clientId}/password',
        { clientId: clientB },
        { oldPassword: 'x', newPassword: 'Hijack-2026' },
      ],
      [
        'POST',
        '/clients/{clientId}/users',
        { clientId: clientB },
        { firstName: 'X', lastName: 'Y', email: 'x@y.test', subType: 'admin' },
      ],
      [
        'POST',
        '/clients/{clientId}/branches',
        { clientId: clientB },
        { name: 'Hijack', shareProjects: true },
      ],
      [
        'PATCH',
        '/clients/{clientId}/branches/{branchId}',
        { clientId: clientB, branchId: b.milano },
        { name: 'Hijacked' },
      ],
      ['DELETE', '/clients/{clientId}/branches/{branchId}', { clientId: clientB, branchId: b.roma }],
      [
        'PATCH',
        '/clients/{clientId}/branches/{branchId}',
        { clientId: a.admin.clientId, branchId: b.milano },
        { name: 'Hijacked' },
      ],
      ['DELETE', '/clients/{clientId}/branches/{branchId}', { clientId: a.admin.clientId, branchId: b.roma }],
      ...[b.admin, b.branch, b.researcher, b.collaborator].flatMap(
        (member): [string, string, Record<string, string>, unknown?][] => [
          ['PATCH', '/users/{userId}', { userId: member.userId }, { firstName: 'Hijacked' }],
          ['DELETE', '/users/{userId}', { userId: member.userId }],
        ],
      ),
    ];
    for (const [method, route, params, body] of probes) {
      const answer = await call(method, route, { token, params, ...(body !== undefined ? { body } : {}) });
      expect({ method, route, params, status: answer.status, body: answer.body }).toEqual({
        method,
        route,
        params,
        status: 404,
        body: NOT_FOUND,
      });
    }
    const list = await call('GET', '/users', { token, query: { clientId: clientB } });
    expect(list.status).toBe(404);
    expect(list.body).toEqual(NOT_FOUND);
  });

  it('even a user without permission on those screens gets 404, not 403, for another client id', async () => {
    const answer = await call('POST', '/clients/{clientId}/branches', {
      token: a.researcher.token,
      params: { clientId: b.admin.clientId },
      body: { name: 'X' },
    });
    expect(answer.status).toBe(404);
  });

  it('leaves client B as it was', async () => {
    const client = await call<{ companyName: string; branches: { _id: string; name: string }[] }>(
      'GET',
      '/clients/{clientId}',
      {
        token: b.admin.token,
        params: { clientId: b.admin.clientId },
      },
    );
    expect(client.body.companyName).toBe('tenant-b S.p.A.');
    expect(client.body.branches.map((branch) => branch.name)).toEqual(['Milano', 'Roma']);
    const users = await call<UserList>('GET', '/users', { token: b.admin.token });
    expect(users.body.total).toBe(4);
    expect(users.body.items.every((user) => user.firstName !== 'Hijacked')).toBe(true);
    for (const member of [b.admin, b.branch, b.researcher, b.collaborator]) {
      expect((await call('GET', '/users/me', { token: member.token })).status).toBe(200);
    }
    const listA = await call<UserList>('GET', '/users', { token: a.admin.token, query: { limit: 100 } });
    expect(listA.body.items.every((user) => user.clientId === a.admin.clientId)).toBe(true);
  });
});
