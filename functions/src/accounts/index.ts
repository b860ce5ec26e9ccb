/** What other domains may use of accounts. */
export { findClient } from './data/clients.ts';
export { findUser } from './data/users.ts';
export { visibleBranchIds, type BranchVisibility } from './visibility.ts';
