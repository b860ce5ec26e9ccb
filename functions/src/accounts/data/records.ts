import type { ClientType, SubType } from '@adpulse/shared';
import type { Branch, Notifications, UserStatus } from '@adpulse/shared/accounts/index';

/** What the table holds for a client (branches embedded: a client has few). */
export interface ClientRecord {
  clientId: string;
  clientType: ClientType;
  multiUser: boolean;
  companyName: string;
  registration?: {
    country: string;
    phone?: string;
    jobTitle?: string;
    newsletterRegistration: boolean;
    type: string;
    /** When the terms and privacy were accepted (self-registered clients). */
    agreedToTermsAt?: string;
  };
  branches: Branch[];
  createdAt: string;
  /** Incremented by every change: writes are conditional on the version read. */
  version: number;
  /** Set when the last admin deleted the account: nobody of the client can sign in. */
  closedAt?: string;
  /** When the closed client's projects may be purged (closedAt + 30 days). */
  purgeAfter?: string;
}

export interface UserRecord {
  userId: string;
  clientId: string;
  firstName: string;
  lastName: string;
  email: string;
  subType: SubType;
  branch?: string;
  position?: string;
  company?: string;
  phone?: string;
  jobTitle?: string;
  status: UserStatus;
  /** True until the first successful login. */
  firstLogin: boolean;
  notifications: Notifications;
  avatarKey?: string;
  /** The language of the user's e-mails (the one of the request that created it). */
  language: string;
  createdAt: string;
  updatedAt: string;
}

export const DEFAULT_NOTIFICATIONS: Notifications = {
  analysisCompleted: true,
  productUpdates: false,
  newsletter: false,
};
