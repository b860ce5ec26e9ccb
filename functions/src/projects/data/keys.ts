import type { ProjectStatus } from '@adpulse/shared/projects/index';

/** The branch part of list keys for a project without a branch. */
export const NO_BRANCH = '-';
export const branchKeyOf = (branchId: string | undefined): string => branchId ?? NO_BRANCH;

export type FolderState = 'N' | 'F';
export const folderStateOf = (folder: string | null): FolderState => (folder ? 'F' : 'N');

const clientPk = (clientId: string) => `CLIENT#${clientId}`;

export const projectKey = (clientId: string, projectId: string) => ({
  pk: clientPk(clientId),
  sk: `PROJECT#${projectId}`,
});

export const cardKey = (clientId: string, projectId: string) => ({
  pk: clientPk(clientId),
  sk: `CARD#${projectId}`,
});

export const countersKey = (clientId: string) => ({ pk: clientPk(clientId), sk: 'PROJECTCOUNTS' });

export const folderKey = (clientId: string, folderId: string) => ({
  pk: clientPk(clientId),
  sk: `FOLDER#${folderId}`,
});
export const FOLDER_SK_PREFIX = 'FOLDER#';

export const membershipKey = (clientId: string, folderId: string, projectId: string) => ({
  pk: clientPk(clientId),
  sk: `${membershipPrefix(folderId)}${projectId}`,
});
export const membershipPrefix = (folderId: string) => `FOLDERITEM#${folderId}#`;

export const wordsPk = (clientId: string) => `CLIENT#${clientId}#WORDS`;

/** Newest first among projects sharing a word: the created instant, inverted. */
const MAX_EPOCH_MS = 9_999_999_999_999;
export function wordSk(word: string, created: string, projectId: string): string {
  const inverted = String(MAX_EPOCH_MS - Date.parse(created)).padStart(13, '0');
  return `${word}#${inverted}#${projectId}`;
}

/** gsi1: a client's projects of one branch and status, in no folder (N) or in one (F). */
export const byFolderStatePk = (
  clientId: string,
  branch: string,
  status: ProjectStatus,
  state: FolderState,
) => `PROJECTS#${clientId}#${branch}#${status}#${state}`;

/** gsi2: a client's projects of one branch and status, wherever they are. */
export const byStatusPk = (clientId: string, branch: string, status: ProjectStatus) =>
  `PROJECTS#${clientId}#${branch}#${status}`;

/** gsi3: a folder's projects of one branch and status. */
export const inFolderPk = (folderId: string, branch: string, status: ProjectStatus) =>
  `FOLDER#${folderId}#${branch}#${status}`;

/** The sort key of every list index: created date, then id for a stable order. */
export const listSk = (created: string, projectId: string) => `${created}#${projectId}`;

/** Counter attribute names: on the client's counters item and on a folder item. */
export const COUNT_PREFIX = 'c|';
export const clientCountName = (branch: string, status: ProjectStatus, state: FolderState) =>
  `${COUNT_PREFIX}${branch}|${status}|${state}`;
export const folderCountName = (branch: string, status: ProjectStatus) =>
  `${COUNT_PREFIX}${branch}|${status}`;
