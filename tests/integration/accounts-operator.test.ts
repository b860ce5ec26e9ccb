import { accountsContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '@adpulse/shared/accounts/index';
import { seedDemoAccounts } from '../../functions/src/accounts/demo.ts';
import { parseOperatorArgs, runOperatorCommand, UsageError } from '../../scripts/operator.ts';
import { latestLinkTo, outboxMessagesTo, uniqueEmail } from '../support/invoke.ts';
import {
  PASSWORD,
  confirmFromOutbox,
  customAdmin,
  invitedUser,
  login,
  useFastHashing,
} from './accounts-fixtures.ts';

useFastHashing();

describe('operator command line', () => {
  it('parses the documented commands', () => {
    expect(
      parseOperatorArgs([
        '--local',
        'create-custom-client',
        '--company',
        'ACME',
        '--email',
        'A@B.co',
        '--first-name',
        'Ann',
        '--last-name',
        'Lee',
        '--multi-user',
      ]),
    ).toEqual({
      local: true,
      command: {
        name: 'create-custom-client',
        company: 'ACME',
        email: 'a@b.co',
        firstName: 'Ann',
        lastName: 'Lee',
        multiUser: true,
        language: 'en',
      },
    });
    expect(
      parseOperatorArgs(['set-client-type', '--client', 'c1', '--type', 'custom', '--multi-user', 'false']),
    ).toEqual({
      local: false,
      command: { name: 'set-client-type', clientId: 'c1', clientType: 'custom', multiUser: false },
    });
    expect(parseOperatorArgs(['disable-user', '--email', 'x@y.co']).command).toEqual({
      name: 'disable-user',
      email: 'x@y.co',
    });
    expect(() => parseOperatorArgs(['set-client-type', '--client', 'c1', '--type', 'vip'])).toThrow(
      UsageError,
    );
    expect(() => parseOperatorArgs(['create-custom-client', '--company', 'X'])).toThrow(
      '--email is required',
    );
    expect(() => parseOperatorArgs(['launch-rockets'])).toThrow('Unknown command launch-rockets');
  });
});

describe('operator commands', () => {
  it('creates a custom multi-user client whose first admin is invited to set a password', async () => {
    const email = uniqueEmail('operator-admin');
    const output = await runOperatorCommand({
      name: 'create-custom-client',
      company: 'Operator Corp',
      email,
      firstName: 'Olga',
      lastName: 'Operator',
      multiUser: true,
      language: 'it',
    });
    expect(output).toMatch(/^Created custom multi-user client [\w-]+ \(Operator Corp\); admin /);
    expect(outboxMessagesTo(email)[0]?.subject).toBe('Sei stato invitato su AdPulse');
    expect(latestLinkTo(email, 'confirm').lang).toBe('it');
    await confirmFromOutbox(email);
    const session = await login(email);
    expect(session).toMatchObject({ clientType: 'custom', firstLogin: true });
    const client = await invokeRoute(accountsContract.routes.getClient, {
      token: session.token,
      params: { clientId: session.accountId },
    });
    expect(client.body).toMatchObject({
      clientType: 'custom',
      multiUser: true,
      companyName: 'Operator Corp',
      branches: [],
    });
    const me = await invokeRoute(accountsContract.routes.getMe, { token: session.token });
    expect(me.body.user).toMatchObject({ subType: 'admin', firstName: 'Olga', company: 'Operator Corp' });
  });

  it('switches a client between regular and custom; its sessions end because their claims changed', async () => {
    const admin = await customAdmin(false, 'switch');
    const output = await runOperatorCommand({
      name: 'set-client-type',
      clientId: admin.clientId,
      clientType: 'regular',
    });
    expect(output).toBe(`Client ${admin.clientId} is now regular single-user; its users sign in again.`);
    expect((await invokeRoute(accountsContract.routes.getMe, { token: admin.token })).status).toBe(401);
    const asRegular = await login(admin.email);
    expect(asRegular.clientType).toBe('regular');
    expect((await invokeRoute(accountsContract.routes.listUsers, { token: asRegular.token })).status).toBe(
      403,
    );

    await runOperatorCommand({
      name: 'set-client-type',
      clientId: admin.clientId,
      clientType: 'custom',
      multiUser: true,
    });
    const asCustom = await login(admin.email);
    expect(asCustom.clientType).toBe('custom');
    expect((await invokeRoute(accountsContract.routes.listUsers, { token: asCustom.token })).status).toBe(
      200,
    );

    await invitedUser({ ...admin, token: asCustom.token }, 'researcher');
    await expect(
      runOperatorCommand({ name: 'set-client-type', clientId: admin.clientId, clientType: 'regular' }),
    ).rejects.toThrow('has 2 users: it must stay custom multi-user');
  });

  it('disables a user (sessions end, login and recovery refused) and enables it again', async () => {
    const admin = await customAdmin(false, 'disable');
    const output = await runOperatorCommand({ name: 'disable-user', email: admin.email });
    expect(output).toBe(`User ${admin.email} (${admin.userId}) is disabled; its sessions ended.`);
    expect((await invokeRoute(accountsContract.routes.getMe, { token: admin.token })).status).toBe(401);
    const refused = await invokeRoute(accountsContract.routes.login, {
      body: { email: admin.email, password: PASSWORD },
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      message: 'Access not allowed: check that email and password are correct.',
    });
    const mailsBefore = outboxMessagesTo(admin.email).length;
    expect(
      (await invokeRoute(accountsContract.routes.recover, { body: { email: admin.email } })).status,
    ).toBe(204);
    expect(outboxMessagesTo(admin.email)).toHaveLength(mailsBefore);

    await runOperatorCommand({ name: 'enable-user', email: admin.email });
    await login(admin.email);
    await expect(runOperatorCommand({ name: 'disable-user', email: uniqueEmail('ghost') })).rejects.toThrow(
      'No user with e-mail',
    );
  });
});

describe('demo accounts', () => {
  it('seeds a regular client and a custom multi-user team, idempotently, all able to sign in', async () => {
    const first = await seedDemoAccounts();
    const second = await seedDemoAccounts();
    expect(second).toEqual(first);
    expect(first.map((account) => [account.email, account.role])).toEqual([
      ['demo@adpulse.local', 'regular'],
      ['admin@custom.adpulse.local', 'custom multi-user admin'],
      ['branch@custom.adpulse.local', 'custom multi-user branch'],
      ['researcher@custom.adpulse.local', 'custom multi-user researcher'],
      ['collaborator@custom.adpulse.local', 'custom multi-user collaborator'],
    ]);
    const sessions: Record<string, LoginResponse> = {};
    for (const account of first) {
      expect(account.password).toBe('Demo-pass-2026');
      sessions[account.email] = await login(account.email, account.password);
      expect(sessions[account.email]?.clientType).toBe(account.clientType);
    }
    const admin = sessions['admin@custom.adpulse.local'];
    const client = await invokeRoute(accountsContract.routes.getClient, {
      token: admin?.token ?? '',
      params: { clientId: admin?.accountId ?? '' },
    });
    expect(client.body.branches.map(({ name, shareProjects }) => ({ name, shareProjects }))).toEqual([
      { name: 'Milano', shareProjects: true },
      { name: 'Roma', shareProjects: false },
    ]);
    const branchUser = await invokeRoute(accountsContract.routes.getMe, {
      token: sessions['branch@custom.adpulse.local']?.token ?? '',
    });
    expect(branchUser.body.user.subType).toBe('branch');
    expect(client.body.branches.find((branch) => branch._id === branchUser.body.user.branch)?.name).toBe(
      'Milano',
    );
    expect(sessions['branch@custom.adpulse.local']?.accountId).toBe(admin?.accountId);
  });
});
