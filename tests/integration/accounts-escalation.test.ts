import { accountsContract } from '@adpulse/shared';
import { invokeRoute, malformed } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUB_TYPES, type SubType } from '@adpulse/shared';
import { uniqueEmail } from '../support/invoke.ts';
import { customTeam, invitedUser, type SignedIn, type Team, useFastHashing } from './accounts-fixtures.ts';

useFastHashing();

/**
 * Nobody grants more than it has. Reach, widest first: an admin manages the whole client, a
 * collaborator every user but admins, a branch user the users of its own branch, a researcher
 * nobody. A manager may give (on creation or by an edit) only a sub-type whose reach is at most
 * its own, and manages only users whose sub-type is within its reach. Role by role.
 */
type Manager = 'admin' | 'collaborator' | 'branch' | 'researcher';

const MAY_GRANT: Record<Manager, Record<SubType, boolean>> = {
  admin: { admin: true, collaborator: true, branch: true, researcher: true },
  collaborator: { admin: false, collaborator: true, branch: true, researcher: true },
  branch: { admin: false, collaborator: false, branch: true, researcher: true },
  researcher: { admin: false, collaborator: false, branch: false, researcher: false },
};

let team: Team;
beforeAll(async () => {
  team = await customTeam('escalation');
}, 90_000);

const bodyFor = (subType: SubType, branch: string) => ({
  firstName: 'New',
  lastName: subType,
  email: uniqueEmail(`granted-${subType}`),
  subType,
  ...(subType === 'admin' ? {} : { branch }),
});

describe('granting sub-types, role by role', () => {
  for (const manager of ['admin', 'collaborator', 'branch', 'researcher'] as const) {
    it(`${manager}: creates only users whose sub-type is within its reach`, async () => {
      const actor = team[manager];
      for (const subType of SUB_TYPES) {
        const answer = await invokeRoute(accountsContract.routes.createUser, {
          token: actor.token,
          params: { clientId: actor.clientId },
          body: bodyFor(subType, team.milano),
        });
        expect(answer.status, `${manager} creating a ${subType}: ${JSON.stringify(answer.body)}`).toBe(
          MAY_GRANT[manager][subType] ? 201 : 403,
        );
      }
    });

    it(`${manager}: turns a researcher of Milano into another sub-type only within its reach`, async () => {
      const actor = team[manager];
      for (const subType of SUB_TYPES.filter((candidate) => candidate !== 'researcher')) {
        const target = await invitedUser(team.admin, 'researcher', team.milano);
        const answer = await invokeRoute(accountsContract.routes.updateUser, {
          token: actor.token,
          params: { userId: target.userId },
          body: { subType },
        });
        const expected = MAY_GRANT[manager][subType] ? 200 : 403;
        expect(
          answer.status,
          `${manager} making a researcher ${subType}: ${JSON.stringify(answer.body)}`,
        ).toBe(expected);
        const after = await invokeRoute(accountsContract.routes.listUsers, {
          token: team.admin.token,
          query: { limit: 100 },
        });
        const stored = after.body.items.find((user) => user._id === target.userId);
        expect(stored?.subType).toBe(expected === 200 ? subType : 'researcher');
      }
    });
  }
});

describe('managing users of a wider reach', () => {
  it('a branch user can neither edit, demote nor delete a collaborator of its own branch', async () => {
    const collaborator: SignedIn = await invitedUser(team.admin, 'collaborator', team.milano);
    for (const body of [{ firstName: 'Renamed' }, { subType: 'researcher' as const }]) {
      const answer = await invokeRoute(accountsContract.routes.updateUser, {
        token: team.branch.token,
        params: { userId: collaborator.userId },
        body: malformed(body),
      });
      expect(answer.status, JSON.stringify(body)).toBe(403);
    }
    const removal = await invokeRoute(accountsContract.routes.deleteUser, {
      token: team.branch.token,
      params: { userId: collaborator.userId },
    });
    expect(removal.status).toBe(403);
    expect((await invokeRoute(accountsContract.routes.getMe, { token: collaborator.token })).status).toBe(
      200,
    );
  });

  it('the escalation path of the report is closed: a branch user cannot mint a collaborator to reach Roma', async () => {
    const minted = await invokeRoute(accountsContract.routes.createUser, {
      token: team.branch.token,
      params: { clientId: team.branch.clientId },
      body: bodyFor('collaborator', team.milano),
    });
    expect(minted.status).toBe(403);
    const local = await invitedUser(team.branch, 'researcher');
    const promoted = await invokeRoute(accountsContract.routes.updateUser, {
      token: team.branch.token,
      params: { userId: local.userId },
      body: { subType: 'collaborator' },
    });
    expect(promoted.status).toBe(403);
    const reach = await invokeRoute(accountsContract.routes.updateUser, {
      token: local.token,
      params: { userId: team.researcher.userId },
      body: { firstName: 'Hijacked' },
    });
    expect(reach.status).toBe(403);
  });
});
