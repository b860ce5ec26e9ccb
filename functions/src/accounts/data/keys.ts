/** Item keys of the accounts entities (functions/README.md, table of entities). */
export const clientKey = (clientId: string) => ({ pk: `CLIENT#${clientId}`, sk: 'CLIENT' });
export const userKey = (clientId: string, userId: string) => ({
  pk: `CLIENT#${clientId}`,
  sk: `USER#${userId}`,
});
export const credentialKey = (clientId: string, userId: string) => ({
  pk: `CLIENT#${clientId}`,
  sk: `CREDENTIAL#${userId}`,
});
export const emailClaimKey = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' });
export const linkTokenKey = (tokenHash: string) => ({ pk: `TOKEN#${tokenHash}`, sk: 'TOKEN' });
/** The one live link of a user for a purpose (A10): a newer link replaces it. */
export const latestLinkKey = (clientId: string, purpose: string, userId: string) => ({
  pk: `CLIENT#${clientId}`,
  sk: `LINK#${purpose}#${userId}`,
});

/** gsi1 of a user: the client's users, sorted by sub-type (A4). */
export const clientUsersIndexKey = (clientId: string) => `CLIENT#${clientId}#USERS`;
export const userIndexSortKey = (subType: string, userId: string) => `${subType}#${userId}`;

/** A notice e-mail sent once (A11): its claim, written before it is sent. */
export const sentMailKey = (clientId: string, mailKey: string) => ({
  pk: `CLIENT#${clientId}`,
  sk: `MAIL#${mailKey}`,
});
/** An address SES reported as bouncing or complaining (A12): nothing more is sent to it. */
export const suppressedAddressKey = (email: string) => ({
  pk: `SUPPRESSED#${email.toLowerCase()}`,
  sk: 'SUPPRESSED',
});
