/** Keys of the sharing domain (README.md lists the access patterns). */

/** S1: a project's share link as its users list it (no token, only its hash). */
export const linkKey = (clientId: string, projectId: string, tokenId: string) => ({
  pk: `CLIENT#${clientId}`,
  sk: `SHARE#${projectId}#${tokenId}`,
});
export const linkPrefix = (projectId: string) => `SHARE#${projectId}#`;

/** S2: the guest lookup of a token, by its hash. */
export const tokenKey = (tokenHash: string) => ({ pk: `SHARETOKEN#${tokenHash}`, sk: 'TOKEN' });

/** S3: a project's count of live links (the limit's slot). */
export const countKey = (clientId: string, projectId: string) => ({
  pk: `CLIENT#${clientId}`,
  sk: `SHARECOUNT#${projectId}`,
});
