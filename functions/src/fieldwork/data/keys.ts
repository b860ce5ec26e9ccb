/**
 * Keys of the fieldwork items (functions/src/fieldwork/README.md lists the access patterns).
 * The public ids (test id, session id) are random and unguessable; every item a client reads
 * through its own calls sits under a key that names the client.
 */
export const fieldworkKey = (clientId: string, projectId: string) => ({
  pk: `CLIENT#${clientId}`,
  sk: `FIELDWORK#${projectId}`,
});

export const testKey = (testId: string) => ({ pk: `TEST#${testId}`, sk: 'TEST' });

/** One panel respondent's entry into one test: a second entry finds the first. */
export const entryKey = (testId: string, respondentId: string) => ({
  pk: `TEST#${testId}`,
  sk: `ENTRY#${respondentId}`,
});

export const respondentSessionKey = (sessionId: string) => ({
  pk: `RSESSION#${sessionId}`,
  sk: 'RSESSION',
});

/** Sorted by seq, so a session's batches come back in upload order. */
export const batchKey = (sessionId: string, seq: number) => ({
  pk: `RSESSION#${sessionId}`,
  sk: `${BATCH_SK_PREFIX}${String(seq).padStart(6, '0')}`,
});
export const BATCH_SK_PREFIX = 'BATCH#';

/** gsi1: every session of a project, by start instant. */
export const projectSessionsPk = (clientId: string, projectId: string) =>
  `FWSESSIONS#${clientId}#${projectId}`;

/** gsi2 (sparse: only sessions under way): a project's open sessions by last call, for drop-outs. */
export const openSessionsPk = (clientId: string, projectId: string) => `FWOPEN#${clientId}#${projectId}`;

/** The raw samples of one signal batch in the samples bucket. */
export const batchObjectKey = (clientId: string, projectId: string, sessionId: string, seq: number) =>
  `${sessionSamplesPrefix(clientId, projectId, sessionId)}${String(seq).padStart(6, '0')}.json`;
export const sessionSamplesPrefix = (clientId: string, projectId: string, sessionId: string) =>
  `samples/${clientId}/${projectId}/${sessionId}/`;
/** A completed session's batches merged into one object (`session-samples.ts`), beside them. */
export const sessionSamplesKey = (clientId: string, projectId: string, sessionId: string) =>
  `${sessionSamplesPrefix(clientId, projectId, sessionId)}session.json`;

/**
 * What entered a project, for the duplicate rules: a source address or a device, each by its
 * keyed hash (never the address itself).
 */
export const duplicateKey = (clientId: string, projectId: string, kind: 'ADDR' | 'DEVICE', hash: string) => ({
  pk: `FWDUP#${clientId}#${projectId}`,
  sk: `${kind}#${hash}`,
});

/** A project's latest feasibility run (the checkout's check before a purchase). */
export const feasibilityRunKey = (clientId: string, projectId: string) => ({
  pk: `CLIENT#${clientId}`,
  sk: `FEASIBILITY#${projectId}`,
});
