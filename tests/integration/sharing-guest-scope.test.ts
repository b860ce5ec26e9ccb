import { analysisContract, sharingContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUEST_MEDIA_LINK_SECONDS } from '@adpulse/shared/sharing/index';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { analyseSimulated, boughtProject } from './analysis-fixtures.ts';
import { expectStatus } from './projects-fixtures.ts';

/**
 * A guest token reads what the four guest tabs show (ranking, metrics, chart, metrics in
 * context) and no more: none of the signed image links the client's own heatmap screens use, and
 * media links that die within minutes of a revocation, not an hour (issue 22).
 */
let owner: SignedIn;
let projectId: string;
let token: string;

beforeAll(async () => {
  owner = await registeredUser('guest-scope');
  projectId = (await boughtProject(owner, 'Guest scope spot', [{ kind: 'image', duration: 6 }])).projectId;
  await analyseSimulated(owner, projectId, 30);
  const made = await invokeRoute(sharingContract.routes.createSharingToken, {
    token: owner.token,
    params: { projectId },
  });
  expectStatus(made, 201);
  token = made.body.token;
}, 120_000);

describe('guest scope', () => {
  it('answers the analysis the guest tabs show, without the image links the owner gets', async () => {
    const own = await invokeRoute(analysisContract.routes.getAnalysis, {
      token: owner.token,
      params: { clientId: owner.clientId, projectId },
    });
    expectStatus(own, 200);
    expect(own.body.images.length).toBeGreaterThan(0);

    const guest = await invokeRoute(sharingContract.routes.getSharedAnalysis, {
      params: { projectId, clientId: owner.clientId, sharingToken: token },
    });
    expectStatus(guest, 200);
    expect(guest.body.analysis.images).toEqual([]);
    expect(JSON.stringify(guest.body)).not.toMatch(/X-Amz-Signature|heatmap\.png\?/);
    expect(guest.body.analysis.file).toEqual(own.body.file);
  });

  it('hands media links that live minutes, so a revoked link stops playing soon', async () => {
    const before = Date.now();
    const media = await invokeRoute(sharingContract.routes.getSharedVideoData, {
      params: { sharingToken: token },
    });
    expectStatus(media, 200);
    const lifetime = (Date.parse(media.body.linksExpireAt) - before) / 1000;
    expect(lifetime).toBeLessThanOrEqual(GUEST_MEDIA_LINK_SECONDS + 5);
    expect(GUEST_MEDIA_LINK_SECONDS).toBeLessThanOrEqual(10 * 60);
    for (const item of media.body.items) {
      expect(new URL(item.src).searchParams.get('X-Amz-Expires')).toBe(String(GUEST_MEDIA_LINK_SECONDS));
    }
  });
});

describe('the guest status route', () => {
  const status = (params: { projectId: string; clientId: string; sharingToken: string }) =>
    invokeRoute(sharingContract.routes.getSharedAnalysisStatus, { params });

  it("answers the owner's status (the run, no file); a wrong, foreign or revoked token is 404", async () => {
    const own = await invokeRoute(analysisContract.routes.getAnalysisStatus, {
      token: owner.token,
      params: { clientId: owner.clientId, projectId },
    });
    expectStatus(own, 200);
    const guest = await status({ projectId, clientId: owner.clientId, sharingToken: token });
    expectStatus(guest, 200);
    expect(guest.body).toEqual(own.body);
    expect(guest.body.run?.runId).toBeTruthy();
    expect(guest.body).not.toHaveProperty('file');

    const stranger = await registeredUser('guest-scope-other');
    const foreign = await invokeRoute(sharingContract.routes.createSharingToken, {
      token: stranger.token,
      params: {
        projectId: (await boughtProject(stranger, 'Other spot', [{ kind: 'image', duration: 6 }])).projectId,
      },
    });
    expectStatus(foreign, 201);
    // Another project's token, with this project or this client: the same 404 as no token at all.
    expectStatus(
      await status({ projectId, clientId: owner.clientId, sharingToken: foreign.body.token }),
      404,
    );
    expectStatus(await status({ projectId, clientId: stranger.clientId, sharingToken: token }), 404);
    expectStatus(
      await status({ projectId, clientId: owner.clientId, sharingToken: `${token.slice(0, -1)}x` }),
      404,
    );

    const made = await invokeRoute(sharingContract.routes.createSharingToken, {
      token: owner.token,
      params: { projectId },
    });
    expectStatus(made, 201);
    const live = { projectId, clientId: owner.clientId, sharingToken: made.body.token };
    expectStatus(await status(live), 200);
    expectStatus(
      await invokeRoute(sharingContract.routes.revokeSharingToken, {
        token: owner.token,
        params: { projectId, tokenId: made.body.tokenId },
      }),
      204,
    );
    expectStatus(await status(live), 404);
  }, 120_000);
});
