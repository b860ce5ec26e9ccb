import { randomUUID } from 'node:crypto';
import type { Branch } from '@adpulse/shared/accounts/index';
import type { Session } from '../platform/auth/session.ts';
import { notFound } from '../platform/errors.ts';
import { branchInUse } from './errors.ts';
import { applyPatch } from './patch.ts';
import { mutateClient } from './data/clients.ts';
import type { ClientRecord } from './data/records.ts';
import { listClientUsers } from './data/users.ts';

/** Branches screen (admin of a custom multi-user client); every answer is the client with its branches. */
export function addBranch(
  session: Session,
  input: { name: string; shareProjects: boolean },
): Promise<ClientRecord> {
  return addBranchRecord(session.clientId, input);
}

export function addBranchRecord(
  clientId: string,
  input: { name: string; shareProjects: boolean },
): Promise<ClientRecord> {
  const branch: Branch = { _id: randomUUID(), name: input.name, shareProjects: input.shareProjects };
  return mutateClient(clientId, (client) => ({ ...client, branches: [...client.branches, branch] }));
}

export function changeBranch(
  session: Session,
  branchId: string,
  patch: { name?: string | undefined; shareProjects?: boolean | undefined },
): Promise<ClientRecord> {
  return mutateClient(session.clientId, (client) => {
    if (!client.branches.some((branch) => branch._id === branchId)) throw notFound();
    return {
      ...client,
      branches: client.branches.map((branch) =>
        branch._id === branchId ? applyPatch(branch, patch) : branch,
      ),
    };
  });
}

/** A branch that still has users is not deleted (409): move them first, so nobody is left without one. */
export async function removeBranch(session: Session, branchId: string): Promise<ClientRecord> {
  const users = await listClientUsers(session.clientId);
  return mutateClient(session.clientId, (client) => {
    if (!client.branches.some((branch) => branch._id === branchId)) throw notFound();
    if (users.some((user) => user.branch === branchId)) throw branchInUse();
    return { ...client, branches: client.branches.filter((branch) => branch._id !== branchId) };
  });
}
