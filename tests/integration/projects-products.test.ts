import { billingContract, projectsContract } from '@adpulse/shared';
import { invokeRoute, malformed } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@adpulse/shared';
import { mutateProject } from '../../functions/src/projects/data/store.ts';
import { customAdmin, registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { expectStatus } from './projects-fixtures.ts';
import { getProject, projectAtCheckout } from './wizard-fixtures.ts';

/**
 * custom and researchonly are contract products: a custom client's only. A regular
 * (self-registered, free plan) account can neither create one, switch a project to one, nor buy
 * one (the report: a regular account bought a 300-respondent custom study for 0 €).
 */
let regular: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  [regular, customer] = await Promise.all([registeredUser('products'), customAdmin(false, 'products')]);
}, 60_000);

const create = (user: SignedIn, type: string, lang = 'en') =>
  invokeRoute(projectsContract.routes.createProject, {
    token: user.token,
    body: malformed({ name: `Product ${type}`, type }),
    lang,
  });

describe('contract products by client type', () => {
  it('refuses a regular account a custom or researchonly project, with its own code and text', async () => {
    for (const type of ['custom', 'researchonly']) {
      for (const lang of ['en', 'it', 'zh'] as const) {
        const answer = await create(regular, type, lang);
        expectStatus(answer, 403);
        expect(answer.error?.code).toBe('projects.product_not_offered');
        expect(answer.error?.message).toBe(MESSAGES[lang].errors.productNotOffered);
      }
    }
    for (const type of ['discover', 'abtest', 'sequential']) expectStatus(await create(regular, type), 201);
  });

  it('refuses a regular account the switch of a project to a contract product', async () => {
    const created = await create(regular, 'discover');
    expectStatus(created, 201);
    for (const type of ['custom', 'researchonly']) {
      const answer = await invokeRoute(projectsContract.routes.updateProject, {
        token: regular.token,
        params: { projectId: created.body._id },
        body: malformed({ type }),
      });
      expectStatus(answer, 403);
      expect(answer.error?.code).toBe('projects.product_not_offered');
    }
    expect((await getProject(regular, created.body._id)).type).toBe('discover');
  });

  it('refuses the purchase of a contract product a regular account holds (made before the rule)', async () => {
    const project = await projectAtCheckout(regular, 'discover');
    await mutateProject(regular.clientId, project._id, (current) => ({
      ...current,
      type: 'custom',
      audience: { ...current.audience, sampleSize: 300 },
    }));
    const answer = await invokeRoute(billingContract.routes.buyProject, {
      token: regular.token,
      params: { projectId: project._id },
      body: {},
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.error?.code).toBe('purchase.cannot_buy');
    expect(answer.error?.details).toContainEqual(
      expect.objectContaining({ field: 'review.type', code: 'errors.productNotOffered' }),
    );
    expect((await getProject(regular, project._id)).status).toBe('pending');
  });

  it('offers both to a custom client', async () => {
    for (const type of ['custom', 'researchonly', 'discover'])
      expectStatus(await create(customer, type), 201);
  });
});
