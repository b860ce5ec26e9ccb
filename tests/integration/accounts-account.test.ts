import { accountsContract } from '@adpulse/shared';
import { invokeRoute, malformed } from '../support/invoke-route.ts';
import { describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ENV } from '@adpulse/shared';
import { dynamoClient } from '../../functions/src/platform/aws.ts';
import { PASSWORD, customTeam, login, registeredUser, registrationBody } from './accounts-fixtures.ts';
import { uniqueEmail } from '../support/invoke.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('the account screen', () => {
  it('reads and updates the personal information and the notification preferences', async () => {
    const user = await registeredUser('me');
    const me = await invokeRoute(accountsContract.routes.getMe, { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      _id: user.userId,
      clientId: user.clientId,
      email: user.email,
      firstName: 'Ada',
      phone: '0212345678',
      subType: 'admin',
      notifications: { analysisCompleted: true, productUpdates: false, newsletter: false },
    });
    expect(me.body.user).not.toHaveProperty('hash');
    expect(me.body.client).toMatchObject({ _id: user.clientId, clientType: 'regular', multiUser: false });

    const updated = await invokeRoute(accountsContract.routes.updateMe, {
      token: user.token,
      body: { firstName: 'Augusta', position: 'CEO', phone: '', notifications: { productUpdates: true } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.user).toMatchObject({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      position: 'CEO',
      notifications: { analysisCompleted: true, productUpdates: true, newsletter: false },
    });
    expect(updated.body.user).not.toHaveProperty('phone');

    const invalid = await invokeRoute(accountsContract.routes.updateMe, {
      token: user.token,
      body: { firstName: '', phone: '123' },
      lang: 'it',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      details: [
        { field: 'firstName', message: 'Nome è obbligatorio.' },
        { field: 'phone', message: 'Telefono non è valido.' },
      ],
    });
  });

  it('updates the company from the account screen', async () => {
    const user = await registeredUser('company');
    const answer = await invokeRoute(accountsContract.routes.updateClient, {
      token: user.token,
      params: { clientId: user.clientId },
      body: { companyName: 'Difference Engines', country: 'gb' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      companyName: 'Difference Engines',
      registration: { country: 'GB' },
      clientType: 'regular',
    });
    const typeChange = await invokeRoute(accountsContract.routes.updateClient, {
      token: user.token,
      params: { clientId: user.clientId },
      body: malformed({ clientType: 'custom', multiUser: true }),
    });
    expect(typeChange.status).toBe(200);
    expect(typeChange.body).toMatchObject({ clientType: 'regular', multiUser: false });
  });

  it('uploads a profile image through a presigned PUT and shows it', async () => {
    const user = await registeredUser('avatar');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = await invokeRoute(accountsContract.routes.createAvatarUpload, {
      token: user.token,
      body: { contentType: 'image/png', size: png.length },
    });
    expect(upload.status).toBe(201);
    expect(upload.body.key).toMatch(new RegExp(`^avatars/${user.clientId}/${user.userId}/[0-9a-f-]+\\.png$`));
    expect(upload.body.url).toContain(process.env[ENV.uploadsBucket]);

    const signed = new URL(upload.body.url).searchParams;
    expect(signed.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type']),
    );
    expect([...signed.keys()].filter((name) => name.toLowerCase().startsWith('x-amz-checksum'))).toEqual([]);
    const put = await fetch(upload.body.url, { method: 'PUT', headers: upload.body.headers, body: png });
    expect(put.status).toBe(200);

    const saved = await invokeRoute(accountsContract.routes.updateMe, {
      token: user.token,
      body: { avatarKey: upload.body.key },
    });
    expect(saved.status).toBe(200);
    const avatarUrl = saved.body.user.avatarUrl;
    expect(avatarUrl).toBeTruthy();
    const image = await fetch(avatarUrl ?? '');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);

    const foreign = await invokeRoute(accountsContract.routes.updateMe, {
      token: user.token,
      body: { avatarKey: `avatars/other-client/other-user/${upload.body.key.split('/').at(-1)}` },
    });
    expect(foreign.status).toBe(400);
    const removed = await invokeRoute(accountsContract.routes.updateMe, {
      token: user.token,
      body: { avatarKey: null },
    });
    expect(removed.body.user).not.toHaveProperty('avatarUrl');
  });

  it('refuses avatar uploads of another type or above 2 MB', async () => {
    const user = await registeredUser('avatar-limits');
    const gif = await invokeRoute(accountsContract.routes.createAvatarUpload, {
      token: user.token,
      body: malformed({ contentType: 'image/gif', size: 100 }),
    });
    expect(gif.status).toBe(400);
    const big = await invokeRoute(accountsContract.routes.createAvatarUpload, {
      token: user.token,
      body: { contentType: 'image/jpeg', size: 2 * 1024 * 1024 + 1 },
    });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ details: [{ field: 'size', message: 'File size is too large.' }] });
  });
});

describe('changing the password', () => {
  it('needs the current password and a password that follows the rule', async () => {
    const user = await registeredUser('change-checks');
    const wrongOld = await invokeRoute(accountsContract.routes.changePassword, {
      token: user.token,
      params: { clientId: user.clientId },
      body: { oldPassword: 'Not-the-pass-1', newPassword: 'Brand-new-2026' },
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body).toEqual({
      code: 'common.validation',
      message: 'An error occurred. Please try again later.',
      details: [
        {
          field: 'oldPassword',
          code: 'validation.passwordIncorrect',
          message: 'The password is not correct.',
        },
      ],
    });
    const weak = await invokeRoute(accountsContract.routes.changePassword, {
      token: user.token,
      params: { clientId: user.clientId },
      body: { oldPassword: PASSWORD, newPassword: 'short' },
    });
    expect(weak.body).toMatchObject({
      details: [
        {
          field: 'newPassword',
          message:
            'Password must be at least 8 characters and needs to include lower and uppercase letters and numbers..',
        },
      ],
    });
    expect((await invokeRoute(accountsContract.routes.getMe, { token: user.token })).status).toBe(200);
  });

  // Seven hashes at the OWASP cost: 30 s and more on a busy machine.
  it('ends the other sessions, keeps the one that changed it, and only the new password opens', async () => {
    const user = await registeredUser('change');
    const other = await login(user.email);
    const changed = await invokeRoute(accountsContract.routes.changePassword, {
      token: user.token,
      params: { clientId: user.clientId },
      body: { oldPassword: PASSWORD, newPassword: 'Brand-new-2026' },
    });
    expect(changed.status).toBe(204);
    expect((await invokeRoute(accountsContract.routes.getMe, { token: other.token })).status).toBe(401);
    expect((await invokeRoute(accountsContract.routes.getMe, { token: user.token })).status).toBe(200);
    expect(
      (await invokeRoute(accountsContract.routes.login, { body: { email: user.email, password: PASSWORD } }))
        .status,
    ).toBe(401);
    await login(user.email, 'Brand-new-2026');
  }, 90_000);
});

describe('deleting the account', () => {
  it('needs the password re-entered', async () => {
    const user = await registeredUser('delete-check');
    const wrong = await invokeRoute(accountsContract.routes.deleteMe, {
      token: user.token,
      body: { password: 'Wrong-pass-2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      details: [{ field: 'password', message: 'The password is not correct.' }],
    });
    const missing = await invokeRoute(accountsContract.routes.deleteMe, {
      token: user.token,
      body: malformed({}),
    });
    expect(missing.body).toMatchObject({
      details: [{ field: 'password', message: 'Password is required.' }],
    });
    expect((await invokeRoute(accountsContract.routes.getMe, { token: user.token })).status).toBe(200);
  });

  it('closes a regular client: nobody signs in again, its projects are kept 30 days, the e-mail is free again', async () => {
    const user = await registeredUser('delete-regular');
    const before = Date.now();
    const deleted = await invokeRoute(accountsContract.routes.deleteMe, {
      token: user.token,
      body: { password: PASSWORD },
    });
    expect(deleted.status).toBe(204);

    expect((await invokeRoute(accountsContract.routes.getMe, { token: user.token })).status).toBe(401);
    const again = await invokeRoute(accountsContract.routes.login, {
      body: { email: user.email, password: PASSWORD },
    });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({
      message: 'Access not allowed: check that email and password are correct.',
    });

    const { Item: client } = await dynamoClient().send(
      new GetCommand({
        TableName: process.env[ENV.tableName],
        Key: { pk: `CLIENT#${user.clientId}`, sk: 'CLIENT' },
      }),
    );
    expect(client?.closedAt).toBeTruthy();
    const closedAt = Date.parse(String(client?.closedAt));
    expect(closedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(String(client?.purgeAfter)) - closedAt).toBe(30 * DAY);
    const { Item: userItem } = await dynamoClient().send(
      new GetCommand({
        TableName: process.env[ENV.tableName],
        Key: { pk: `CLIENT#${user.clientId}`, sk: `USER#${user.userId}` },
      }),
    );
    expect(userItem).toBeUndefined();

    expect(
      (await invokeRoute(accountsContract.routes.register, { body: registrationBody(user.email) })).status,
    ).toBe(201);
  });

  // A whole team signed up at the OWASP hash cost: about 12 hashes, 30 s and more on a busy machine.
  it('in a multi-user client, removes only a user while another admin remains; the last admin closes the client', async () => {
    const team = await customTeam('delete-team');
    const secondAdmin = await (async () => {
      const email = uniqueEmail('admin2');
      const created = await invokeRoute(accountsContract.routes.createUser, {
        token: team.admin.token,
        params: { clientId: team.admin.clientId },
        body: { firstName: 'Second', lastName: 'Admin', email, subType: 'admin' },
      });
      expect(created.status).toBe(201);
      const { confirmFromOutbox } = await import('./accounts-fixtures.ts');
      await confirmFromOutbox(email);
      return { email, ...(await login(email)) };
    })();

    expect(
      (
        await invokeRoute(accountsContract.routes.deleteMe, {
          token: team.admin.token,
          body: { password: PASSWORD },
        })
      ).status,
    ).toBe(204);
    expect((await invokeRoute(accountsContract.routes.getMe, { token: team.admin.token })).status).toBe(401);
    expect((await invokeRoute(accountsContract.routes.getMe, { token: team.researcher.token })).status).toBe(
      200,
    );
    await login(team.branch.email);

    expect(
      (
        await invokeRoute(accountsContract.routes.deleteMe, {
          token: secondAdmin.token,
          body: { password: PASSWORD },
        })
      ).status,
    ).toBe(204);
    for (const member of [team.branch, team.researcher, team.collaborator]) {
      expect((await invokeRoute(accountsContract.routes.getMe, { token: member.token })).status).toBe(401);
      expect(
        (
          await invokeRoute(accountsContract.routes.login, {
            body: { email: member.email, password: PASSWORD },
          })
        ).status,
      ).toBe(401);
    }
  }, 90_000);
});
