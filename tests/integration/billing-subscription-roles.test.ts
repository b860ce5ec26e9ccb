import { billingContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantSubscription } from '../../functions/src/billing/plans/grant.ts';
import { everyRole, type Role, type SignedIn, useFastHashing } from './accounts-fixtures.ts';

useFastHashing();

/**
 * The subscription belongs to the plan screen (spec section 6: account, billing-info, plan for all
 * but custom multi-user non-admins): a branch user, researcher or collaborator reads it as 403.
 */
const EXPECTED: Record<Role, number> = {
  regular: 200,
  customSingle: 200,
  admin: 200,
  branch: 403,
  researcher: 403,
  collaborator: 403,
};

const people = {} as Record<Role, SignedIn>;
beforeAll(async () => {
  Object.assign(people, await everyRole('subscription'));
  // Custom clients read the subscription an operator granted them.
  for (const clientId of [people.customSingle.clientId, people.admin.clientId]) {
    await grantSubscription({
      clientId,
      plan: 'pro',
      billing: 'yearly',
      endsAt: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString(),
      analyses: 10,
      actor: { kind: 'operator', id: 'ops@adpulse.test' },
      note: 'contract',
    });
  }
}, 120_000);

describe('GET /clients/{clientId}/subscription by role', () => {
  it('answers the plan screen’s roles only', async () => {
    const outcome: Record<string, number> = {};
    for (const role of Object.keys(EXPECTED) as Role[]) {
      const user = people[role];
      const answer = await invokeRoute(billingContract.routes.getSubscription, {
        token: user.token,
        params: { clientId: user.clientId },
      });
      outcome[role] = answer.status;
    }
    expect(outcome).toEqual(EXPECTED);
  });
});
