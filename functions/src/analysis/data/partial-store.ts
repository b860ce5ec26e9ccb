import { storage } from '../../platform/storage.ts';

/** P1: the partial state the current live run left (one GET); undefined when it is gone (expired, removed). */
export function readPartialState(key: string): Promise<Buffer | undefined> {
  return storage().get({ bucket: 'samples', key });
}

/** P2: a live run's partial state, written before it publishes (the same sessions give the same bytes). */
export async function putPartialState(key: string, bytes: Buffer): Promise<void> {
  await storage().put({ bucket: 'samples', key }, bytes, 'application/octet-stream');
}

/** P3: a partial state no published run points at any more. */
export async function deletePartialState(key: string): Promise<void> {
  await storage().delete({ bucket: 'samples', key });
}
