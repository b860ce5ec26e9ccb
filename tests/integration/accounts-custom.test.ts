import { accountsContract } from '@adpulse/shared';
import { invokeRoute, malformed } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { latestLinkTo, outboxMessagesTo, uniqueEmail } from '../support/invoke.ts';
import {
  PASSWORD,
  confirmFromOutbox,
  customTeam,
  invitedUser,
  login,
  type Team,
  useFastHashing,
} from './accounts-fixtures.ts';

useFastHashing();

let team: Team;
beforeAll(async () => {
  team = await customTeam('custom');
}, 60_000);

const asAdmin = <
  E extends { params?: Record<string, string>; body?: unknown; query?: object; lang?: string },
>(
  extra: E = {} as E,
) => ({
  token: team.admin.token,
  ...extra,
  params: { clientId: team.admin.clientId, ...extra.params },
});

describe('branches (custom multi-user admin)', () => {
  it('answers the client with its branches, and creates, edits and deletes a branch', async () => {
    expect(team.client).toMatchObject({ clientType: 'custom', multiUser: true });
    expect(team.client.branches).toEqual([
      { _id: team.milano, name: 'Milano', shareProjects: true },
      { _id: team.roma, name: 'Roma', shareProjects: false },
    ]);
    const created = await invokeRoute(
      accountsContract.routes.createBranch,
      asAdmin({ body: { name: 'Torino' } }),
    );
    expect(created.status).toBe(201);
    const torino = created.body.branches.find((branch) => branch.name === 'Torino');
    expect(torino).toEqual({ _id: expect.any(String), name: 'Torino', shareProjects: false });

    const edited = await invokeRoute(
      accountsContract.routes.updateBranch,
      asAdmin({
        params: { branchId: torino?._id ?? '' },
        body: { name: 'Torino Centro', shareProjects: true },
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.branches).toContainEqual({
      _id: torino?._id,
      name: 'Torino Centro',
      shareProjects: true,
    });

    const deleted = await invokeRoute(
      accountsContract.routes.deleteBranch,
      asAdmin({ params: { branchId: torino?._id ?? '' } }),
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.branches.map((branch) => branch.name)).toEqual(['Milano', 'Roma']);
  });

  it('validates branches and refuses to delete one that still has users', async () => {
    const invalid = await invokeRoute(
      accountsContract.routes.createBranch,
      asAdmin({ body: malformed({ name: '', shareProjects: 'yes' }) }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      details: [
        { field: 'name', message: 'Name is required.' },
        { field: 'shareProjects', message: 'Invalid Share projects between branches.' },
      ],
    });
    const missing = await invokeRoute(
      accountsContract.routes.updateBranch,
      asAdmin({ params: { branchId: 'no-such-branch' }, body: { name: 'X' } }),
    );
    expect(missing.status).toBe(404);
    const inUse = await invokeRoute(
      accountsContract.routes.deleteBranch,
      asAdmin({ params: { branchId: team.roma } }),
    );
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({
      code: 'accounts.branch_in_use',
      message: 'This branch still has users: move them to another branch first.',
    });
  });
});

describe('users (admin, branch, collaborator)', () => {
  it('invites a user: 201, an invitation e-mail in the inviter language, a password set from the link', async () => {
    const email = uniqueEmail('invitee');
    const created = await invokeRoute(accountsContract.routes.createUser, {
      ...asAdmin({
        body: {
          firstName: 'Ivo',
          lastName: 'Invitato',
          email,
          subType: 'researcher',
          branch: team.roma,
          jobTitle: 'Analyst',
        },
      }),
      lang: 'it',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email,
      subType: 'researcher',
      branch: team.roma,
      status: 'invited',
      jobTitle: 'Analyst',
    });
    const [mail] = outboxMessagesTo(email);
    expect(mail?.subject).toBe('Sei stato invitato su AdPulse');
    expect(mail?.text).toContain('custom S.p.A. ti ha invitato su AdPulse');
    expect(latestLinkTo(email, 'confirm').url).toContain('/it/confirm/');

    expect(
      (await invokeRoute(accountsContract.routes.login, { body: { email, password: PASSWORD } })).status,
    ).toBe(401);
    await confirmFromOutbox(email);
    const session = await login(email);
    expect(session).toMatchObject({ accountId: team.admin.clientId, clientType: 'custom', firstLogin: true });
    const claims = JSON.parse(
      Buffer.from(session.token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: created.body._id,
      clientId: team.admin.clientId,
      subType: 'researcher',
      branchId: team.roma,
      multiUser: true,
    });

    const taken = await invokeRoute(
      accountsContract.routes.createUser,
      asAdmin({ body: { firstName: 'A', lastName: 'B', email, subType: 'researcher' } }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: 'The email is not available' });
  });

  it('validates new users: the fields, an unknown branch, a branch user without a branch', async () => {
    const invalid = await invokeRoute(
      accountsContract.routes.createUser,
      asAdmin({ body: malformed({ email: 'bad', subType: 'owner' }) }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      details: [
        { field: 'firstName', message: 'First name is required.' },
        { field: 'lastName', message: 'Last name is required.' },
        { field: 'email', message: 'Email is not valid.' },
        { field: 'subType', message: 'Invalid Role.' },
      ],
    });
    const body = { firstName: 'A', lastName: 'B', email: uniqueEmail('x'), subType: 'branch' as const };
    expect(
      (
        await invokeRoute(
          accountsContract.routes.createUser,
          asAdmin({ body: { ...body, branch: 'no-such-branch' } }),
        )
      ).status,
    ).toBe(400);
    const noBranch = await invokeRoute(accountsContract.routes.createUser, asAdmin({ body }));
    expect(noBranch.status).toBe(400);
    expect(noBranch.body).toMatchObject({ details: [{ field: 'branch', message: 'Branch is required.' }] });
  });

  it('lists the users with total, limit/skip and the subType filter', async () => {
    const all = await invokeRoute(accountsContract.routes.listUsers, {
      token: team.admin.token,
      query: { clientId: team.admin.clientId, limit: 50 },
    });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.items.length);
    expect(all.body.items.map((user) => user.email)).toEqual(
      expect.arrayContaining([
        team.admin.email,
        team.branch.email,
        team.researcher.email,
        team.collaborator.email,
      ]),
    );
    const page = await invokeRoute(accountsContract.routes.listUsers, {
      token: team.admin.token,
      query: { limit: 2, skip: 1 },
    });
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBe(all.body.total);
    expect(page.body.items.map((user) => user._id)).toEqual(
      all.body.items.slice(1, 3).map((user) => user._id),
    );
    const researchers = await invokeRoute(accountsContract.routes.listUsers, {
      token: team.admin.token,
      query: { subType: 'researcher' },
    });
    expect(researchers.body.items.length).toBeGreaterThan(0);
    expect(researchers.body.items.every((user) => user.subType === 'researcher')).toBe(true);
    const bad = await invokeRoute(accountsContract.routes.listUsers, {
      token: team.admin.token,
      query: malformed({ limit: 'ten', subType: 'owner' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      details: [
        { field: 'limit', message: 'Limit must be an integer.' },
        { field: 'subType', message: 'Invalid Role.' },
      ],
    });
  });

  it('edits a user; a new sub-type or branch ends its sessions (its token claims changed)', async () => {
    const member = await invitedUser(team.admin, 'researcher', team.roma);
    const renamed = await invokeRoute(accountsContract.routes.updateUser, {
      token: team.admin.token,
      params: { userId: member.userId },
      body: { firstName: 'Renamed', position: 'Lead', phone: '0612345678' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      firstName: 'Renamed',
      position: 'Lead',
      phone: '0612345678',
      subType: 'researcher',
    });
    expect((await invokeRoute(accountsContract.routes.getMe, { token: member.token })).status).toBe(200);

    const moved = await invokeRoute(accountsContract.routes.updateUser, {
      token: team.admin.token,
      params: { userId: member.userId },
      body: { subType: 'collaborator', branch: null, phone: null },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ subType: 'collaborator' });
    expect(moved.body).not.toHaveProperty('branch');
    expect(moved.body).not.toHaveProperty('phone');
    expect((await invokeRoute(accountsContract.routes.getMe, { token: member.token })).status).toBe(401);
    const again = await login(member.email);
    const claims = JSON.parse(Buffer.from(again.token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims.subType).toBe('collaborator');
    expect(claims).not.toHaveProperty('branchId');
  });

  it('deletes a user and its sessions; the user cannot sign in again', async () => {
    const member = await invitedUser(team.admin, 'researcher', team.roma);
    const deleted = await invokeRoute(accountsContract.routes.deleteUser, {
      token: team.admin.token,
      params: { userId: member.userId },
    });
    expect(deleted.status).toBe(204);
    expect((await invokeRoute(accountsContract.routes.getMe, { token: member.token })).status).toBe(401);
    expect(
      (
        await invokeRoute(accountsContract.routes.login, {
          body: { email: member.email, password: PASSWORD },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await invokeRoute(accountsContract.routes.deleteUser, {
          token: team.admin.token,
          params: { userId: member.userId },
        })
      ).status,
    ).toBe(404);
  });

  it('does not let anyone delete itself, or change its own sub-type, from the users screen', async () => {
    const self = await invokeRoute(accountsContract.routes.deleteUser, {
      token: team.admin.token,
      params: { userId: team.admin.userId },
    });
    expect(self.status).toBe(403);
    const demote = await invokeRoute(accountsContract.routes.updateUser, {
      token: team.admin.token,
      params: { userId: team.admin.userId },
      body: { subType: 'researcher' },
    });
    expect(demote.status).toBe(403);
    const rename = await invokeRoute(accountsContract.routes.updateUser, {
      token: team.admin.token,
      params: { userId: team.admin.userId },
      body: { lastName: 'Still admin' },
    });
    expect(rename.status).toBe(200);
  });

  it('keeps a branch user inside its own branch', async () => {
    const manager = { ...team.branch };
    const list = await invokeRoute(accountsContract.routes.listUsers, { token: manager.token });
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0);
    expect(list.body.items.every((user) => user.branch === team.milano)).toBe(true);
    expect(list.body.items.map((user) => user.email)).not.toContain(team.researcher.email);

    const local = await invitedUser(manager, 'researcher');
    const me = await invokeRoute(accountsContract.routes.getMe, { token: local.token });
    expect(me.body.user.branch).toBe(team.milano);

    const elsewhere = await invokeRoute(accountsContract.routes.createUser, {
      token: manager.token,
      params: { clientId: manager.clientId },
      body: {
        firstName: 'A',
        lastName: 'B',
        email: uniqueEmail('elsewhere'),
        subType: 'researcher',
        branch: team.roma,
      },
    });
    expect(elsewhere.status).toBe(403);
    const newAdmin = await invokeRoute(accountsContract.routes.createUser, {
      token: manager.token,
      params: { clientId: manager.clientId },
      body: { firstName: 'A', lastName: 'B', email: uniqueEmail('promoted'), subType: 'admin' },
    });
    expect(newAdmin.status).toBe(403);

    const otherBranch = await invokeRoute(accountsContract.routes.updateUser, {
      token: manager.token,
      params: { userId: team.researcher.userId },
      body: { firstName: 'Nope' },
    });
    expect(otherBranch.status).toBe(404);
    expect(
      (
        await invokeRoute(accountsContract.routes.deleteUser, {
          token: manager.token,
          params: { userId: team.researcher.userId },
        })
      ).status,
    ).toBe(404);
    const moveOut = await invokeRoute(accountsContract.routes.updateUser, {
      token: manager.token,
      params: { userId: local.userId },
      body: { branch: team.roma },
    });
    expect(moveOut.status).toBe(403);
    expect(
      (
        await invokeRoute(accountsContract.routes.deleteUser, {
          token: manager.token,
          params: { userId: local.userId },
        })
      ).status,
    ).toBe(204);
  });

  it('lets a collaborator manage the users of its branch but admins', async () => {
    const collaborator = team.collaborator;
    const list = await invokeRoute(accountsContract.routes.listUsers, { token: collaborator.token });
    expect(list.body.items.map((user) => user.email)).toEqual(expect.arrayContaining([team.branch.email]));
    expect(list.body.items.map((user) => user.email)).not.toContain(team.researcher.email);
    const touchAdmin = await invokeRoute(accountsContract.routes.updateUser, {
      token: collaborator.token,
      params: { userId: team.admin.userId },
      body: { firstName: 'Nope' },
    });
    expect(touchAdmin.status).toBe(404);
    expect(
      (
        await invokeRoute(accountsContract.routes.deleteUser, {
          token: collaborator.token,
          params: { userId: team.admin.userId },
        })
      ).status,
    ).toBe(404);
    const local = await invitedUser(collaborator, 'researcher', team.milano);
    const promote = await invokeRoute(accountsContract.routes.updateUser, {
      token: collaborator.token,
      params: { userId: local.userId },
      body: { subType: 'admin' },
    });
    expect(promote.status).toBe(403);
    const member = await invitedUser(collaborator, 'researcher');
    expect(
      (
        await invokeRoute(accountsContract.routes.deleteUser, {
          token: collaborator.token,
          params: { userId: member.userId },
        })
      ).status,
    ).toBe(204);
  });
});
