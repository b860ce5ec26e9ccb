import { accountsContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/invoke.ts';
import { customTeam, invitedUser, type SignedIn, type Team, useFastHashing } from './accounts-fixtures.ts';

useFastHashing();

/**
 * Branch scope on user management, role by role, across Milano (shares its projects) and Roma
 * (does not). Only an admin reaches another branch; every other manager creates, moves, edits and
 * sees only users of its own branch (a researcher manages nobody: its screen is denied). The
 * reported path: a Milano collaborator created a researcher in Roma with its own e-mail, and read
 * Roma's projects through it.
 */
type Place = 'milano' | 'roma';
interface Manager {
  name: string;
  user: SignedIn;
  home: Place | 'all';
  /** Whether its role opens the users screen at all. */
  manages: boolean;
}

let team: Team;
let managers: Manager[];
beforeAll(async () => {
  team = await customTeam('branch-scope');
  const [romaCollaborator, romaBranch, milanoResearcher] = await Promise.all([
    invitedUser(team.admin, 'collaborator', team.roma),
    invitedUser(team.admin, 'branch', team.roma),
    invitedUser(team.admin, 'researcher', team.milano),
  ]);
  managers = [
    { name: 'admin', user: team.admin, home: 'all', manages: true },
    { name: 'Milano collaborator', user: team.collaborator, home: 'milano', manages: true },
    { name: 'Milano branch user', user: team.branch, home: 'milano', manages: true },
    { name: 'Milano researcher', user: milanoResearcher, home: 'milano', manages: false },
    { name: 'Roma collaborator', user: romaCollaborator, home: 'roma', manages: true },
    { name: 'Roma branch user', user: romaBranch, home: 'roma', manages: true },
    { name: 'Roma researcher', user: team.researcher, home: 'roma', manages: false },
  ];
}, 120_000);

const branchId = (place: Place) => (place === 'milano' ? team.milano : team.roma);
const reaches = (manager: Manager, place: Place) =>
  manager.manages && (manager.home === 'all' || manager.home === place);

const create = (manager: Manager, place: Place, email = uniqueEmail('scoped')) =>
  invokeRoute(accountsContract.routes.createUser, {
    token: manager.user.token,
    params: { clientId: manager.user.clientId },
    body: {
      firstName: 'Scoped',
      lastName: 'Researcher',
      email,
      subType: 'researcher',
      branch: branchId(place),
    },
  });

describe('user management within the caller’s branch, role by role', () => {
  for (const place of ['milano', 'roma'] as const) {
    it(`creates a researcher in ${place} only from a manager of ${place} or an admin`, async () => {
      for (const manager of managers) {
        const answer = await create(manager, place);
        expect(answer.status, `${manager.name}: ${JSON.stringify(answer.body)}`).toBe(
          reaches(manager, place) ? 201 : 403,
        );
      }
    });

    it(`edits and deletes a researcher of ${place} only from a manager of ${place} or an admin`, async () => {
      for (const manager of managers) {
        const target = await invitedUser(team.admin, 'researcher', branchId(place));
        const edit = await invokeRoute(accountsContract.routes.updateUser, {
          token: manager.user.token,
          params: { userId: target.userId },
          body: { firstName: 'Edited' },
        });
        // Outside its branch the user does not exist for the manager (404); a researcher has no screen (403).
        const refused = manager.manages ? 404 : 403;
        expect(edit.status, `${manager.name} editing: ${JSON.stringify(edit.body)}`).toBe(
          reaches(manager, place) ? 200 : refused,
        );
        const removal = await invokeRoute(accountsContract.routes.deleteUser, {
          token: manager.user.token,
          params: { userId: target.userId },
        });
        expect(removal.status, `${manager.name} deleting`).toBe(reaches(manager, place) ? 204 : refused);
      }
    });
  }

  it('moves a user into another branch only from an admin', async () => {
    for (const manager of managers.filter((candidate) => candidate.manages)) {
      const home: Place = manager.home === 'roma' ? 'roma' : 'milano';
      const other: Place = home === 'milano' ? 'roma' : 'milano';
      const target = await invitedUser(team.admin, 'researcher', branchId(home));
      const move = await invokeRoute(accountsContract.routes.updateUser, {
        token: manager.user.token,
        params: { userId: target.userId },
        body: { branch: branchId(other) },
      });
      expect(move.status, `${manager.name}: ${JSON.stringify(move.body)}`).toBe(
        manager.home === 'all' ? 200 : 403,
      );
      const stored = await invokeRoute(accountsContract.routes.listUsers, {
        token: team.admin.token,
        query: { limit: 100 },
      });
      expect(stored.body.items.find((user) => user._id === target.userId)?.branch).toBe(
        branchId(manager.home === 'all' ? other : home),
      );
    }
  });

  it('lists only the users of the manager’s own branch to a non-admin', async () => {
    for (const manager of managers.filter((candidate) => candidate.manages && candidate.home !== 'all')) {
      const list = await invokeRoute(accountsContract.routes.listUsers, {
        token: manager.user.token,
        query: { limit: 100 },
      });
      expect(list.status).toBe(200);
      const own = branchId(manager.home as Place);
      expect(list.body.items.length).toBeGreaterThan(0);
      expect(list.body.items.filter((user) => user.branch !== own).map((user) => user.email)).toEqual([]);
    }
  });

  it('a non-admin’s new user lands in its own branch when none is given', async () => {
    const answer = await invokeRoute(accountsContract.routes.createUser, {
      token: team.collaborator.token,
      params: { clientId: team.collaborator.clientId },
      body: { firstName: 'No', lastName: 'Branch', email: uniqueEmail('nobranch'), subType: 'researcher' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.branch).toBe(team.milano);
  });
});
