import { sharingContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SHARING_TOKENS } from '@adpulse/shared/sharing/index';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { analyseSimulated, boughtProject } from './analysis-fixtures.ts';
import { expectStatus, newProject } from './projects-fixtures.ts';

/** Guest links: made and revoked by the client's users, read with the token alone, read-only. */
let a: SignedIn;
let b: SignedIn;
let projectId: string;

const create = (user: SignedIn, id = projectId) =>
  invokeRoute(sharingContract.routes.createSharingToken, {
    token: user.token,
    params: { projectId: id },
  });

const guestRead = (params: { projectId: string; clientId: string; sharingToken: string }) =>
  invokeRoute(sharingContract.routes.getSharedAnalysis, { params });

beforeAll(async () => {
  [a, b] = await Promise.all([registeredUser('share-a'), registeredUser('share-b')]);
  projectId = (await boughtProject(a, 'Shared spot', [{ kind: 'image', duration: 6 }])).projectId;
  await analyseSimulated(a, projectId, 30);
}, 120_000);

describe('share links', () => {
  it('opens the results read-only with the token alone, until revoked', async () => {
    const made = await create(a);
    expectStatus(made, 201);
    expect(made.body.path).toBe(`/share/project/${projectId}/${a.clientId}/${made.body.token}`);
    expect(made.body.hint).toBe(made.body.token.slice(-4));

    const read = await guestRead({ projectId, clientId: a.clientId, sharingToken: made.body.token });
    expectStatus(read, 200);
    expect(read.body.project.name).toBe('Shared spot');
    expect(read.body.analysis.file.format).toBe('current');

    const norms = await invokeRoute(sharingContract.routes.getSharedNorms, {
      params: { sharingToken: made.body.token },
    });
    expectStatus(norms, 200);
    const media = await invokeRoute(sharingContract.routes.getSharedVideoData, {
      params: { sharingToken: made.body.token },
    });
    expectStatus(media, 200);
    expect(media.body.projectId).toBe(projectId);

    const list = await invokeRoute(sharingContract.routes.listSharingTokens, {
      token: a.token,
      params: { projectId },
    });
    expect(list.body.items.map((item) => item.tokenId)).toContain(made.body.tokenId);
    expect(JSON.stringify(list.body)).not.toContain(made.body.token);

    const revoked = await invokeRoute(sharingContract.routes.revokeSharingToken, {
      token: a.token,
      params: { projectId, tokenId: made.body.tokenId },
    });
    expectStatus(revoked, 204);
    expectStatus(await guestRead({ projectId, clientId: a.clientId, sharingToken: made.body.token }), 404);
    expectStatus(
      await invokeRoute(sharingContract.routes.getSharedVideoData, {
        params: { sharingToken: made.body.token },
      }),
      404,
    );
  });

  it('answers 404 to a wrong token and to a token used with another project or client', async () => {
    const made = await create(a);
    expectStatus(made, 201);
    const token = made.body.token;
    expectStatus(
      await guestRead({ projectId, clientId: a.clientId, sharingToken: `${token.slice(0, -1)}x` }),
      404,
    );
    expectStatus(await guestRead({ projectId, clientId: b.clientId, sharingToken: token }), 404);
    expectStatus(await guestRead({ projectId: 'another', clientId: a.clientId, sharingToken: token }), 404);
  });

  it('lets no other client make, list or revoke links of the project', async () => {
    const made = await create(a);
    expectStatus(await create(b), 404);
    expectStatus(
      await invokeRoute(sharingContract.routes.listSharingTokens, {
        token: b.token,
        params: { projectId },
      }),
      404,
    );
    expectStatus(
      await invokeRoute(sharingContract.routes.revokeSharingToken, {
        token: b.token,
        params: { projectId, tokenId: made.body.tokenId },
      }),
      404,
    );
    expectStatus(await guestRead({ projectId, clientId: a.clientId, sharingToken: made.body.token }), 200);
  });

  it('refuses a link for a project not bought', async () => {
    const pending = await newProject(a, 'Draft');
    expectStatus(await create(a, pending._id), 404);
  });

  it('holds the limit of live links under concurrent calls', async () => {
    const fresh = (await boughtProject(a, 'Many links', [{ kind: 'image', duration: 6 }])).projectId;
    const answers = await Promise.all(Array.from({ length: MAX_SHARING_TOKENS + 4 }, () => create(a, fresh)));
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(created.length + refused.length).toBe(answers.length);
    expect(created).toHaveLength(MAX_SHARING_TOKENS);
    expect((refused[0]?.body as unknown as { code: string }).code).toBe('sharing.too_many_tokens');
  });
});
