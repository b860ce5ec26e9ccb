import type { Client, User } from '@adpulse/shared/accounts/index';
import type { Session } from '../platform/auth/session.ts';
import type { ClientRecord, UserRecord } from './data/records.ts';

/** A user as the API answers it: no password, no internal flags. */
export function toUserView(user: UserRecord, avatarUrl?: string): User {
  return {
    _id: user.userId,
    clientId: user.clientId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    subType: user.subType,
    ...(user.branch ? { branch: user.branch } : {}),
    ...(user.position ? { position: user.position } : {}),
    ...(user.company ? { company: user.company } : {}),
    ...(user.phone ? { phone: user.phone } : {}),
    ...(user.jobTitle ? { jobTitle: user.jobTitle } : {}),
    status: user.status,
    notifications: user.notifications,
    ...(avatarUrl ? { avatarUrl } : {}),
    createdAt: user.createdAt,
  };
}

export function toClientView(client: ClientRecord): Client {
  return {
    _id: client.clientId,
    clientType: client.clientType,
    multiUser: client.multiUser,
    companyName: client.companyName,
    ...(client.registration
      ? {
          registration: {
            country: client.registration.country,
            ...(client.registration.phone ? { phone: client.registration.phone } : {}),
            ...(client.registration.jobTitle ? { jobTitle: client.registration.jobTitle } : {}),
            newsletterRegistration: client.registration.newsletterRegistration,
            type: client.registration.type,
          },
        }
      : {}),
    branches: client.branches.map((branch) => ({ ...branch })),
    createdAt: client.createdAt,
  };
}

/** The claims of a session for this user of this client. */
export function principalOf(user: UserRecord, client: ClientRecord): Omit<Session, 'sessionId'> {
  return {
    userId: user.userId,
    clientId: client.clientId,
    subType: user.subType,
    ...(user.branch ? { branchId: user.branch } : {}),
    clientType: client.clientType,
    multiUser: client.multiUser,
  };
}
