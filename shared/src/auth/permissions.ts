/**
 * Who may open which screen (spec section 6). One table, read by the web routes (a denied
 * screen shows page-not-found and goes to Dashboard) and by every handler (403).
 */
export const CLIENT_TYPES = ['regular', 'custom'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export const SUB_TYPES = ['admin', 'branch', 'researcher', 'collaborator'] as const;
export type SubType = (typeof SUB_TYPES)[number];
export const DEFAULT_SUB_TYPE: SubType = 'admin';

export interface Principal {
  clientType: ClientType;
  multiUser: boolean;
  subType: SubType;
}

export const GUARDED_SCREENS = [
  'newProject',
  'account',
  'billingInfo',
  'plan',
  'branches',
  'users',
  'billing',
  'usage',
] as const;
export type GuardedScreen = (typeof GUARDED_SCREENS)[number];

const isCustomMultiUser = (p: Principal) => p.clientType === 'custom' && p.multiUser;

const ACCESS: Record<GuardedScreen, (p: Principal) => boolean> = {
  newProject: (p) => p.clientType === 'regular',
  account: (p) => !(isCustomMultiUser(p) && p.subType !== 'admin'),
  billingInfo: (p) => !(isCustomMultiUser(p) && p.subType !== 'admin'),
  plan: (p) => !(isCustomMultiUser(p) && p.subType !== 'admin'),
  branches: (p) => isCustomMultiUser(p) && p.subType === 'admin',
  users: (p) => isCustomMultiUser(p) && ['admin', 'branch', 'collaborator'].includes(p.subType),
  billing: (p) =>
    p.clientType === 'custom' &&
    !(p.multiUser && ['branch', 'collaborator', 'researcher'].includes(p.subType)),
  usage: (p) =>
    p.clientType === 'custom' &&
    !(p.multiUser && ['branch', 'collaborator', 'researcher'].includes(p.subType)),
};

export function canAccess(principal: Principal, screen: GuardedScreen): boolean {
  return ACCESS[screen](principal);
}
