import type { Sample } from '@adpulse/shared/fieldwork/index';
import { storage } from '../../platform/storage.ts';

/** O1: the raw samples of one signal batch, as one JSON object in the samples bucket. */
export async function putBatchSamples(key: string, samples: readonly Sample[]): Promise<void> {
  await storage().put({ bucket: 'samples', key }, Buffer.from(JSON.stringify(samples)), 'application/json');
}

/** O3: whether a batch's samples are written (a try that stopped half-way left none). */
export async function batchSamplesWritten(key: string): Promise<boolean> {
  return (await storage().sizeOf({ bucket: 'samples', key })) !== undefined;
}

/**
 * O2: a batch's samples; none once the retention has expired them. Not parsed again: the only
 * writer is the signals call, whose contract validated every sample at the edge (POST
 * /sessions/{sessionId}/signals), and the bucket is ours.
 */
export async function readBatchSamples(key: string): Promise<Sample[]> {
  const bytes = await storage().get({ bucket: 'samples', key });
  return bytes ? (JSON.parse(bytes.toString('utf8')) as Sample[]) : [];
}

/** O4: a completed session's compact samples (rewritten whole by a retried compaction). */
export async function putSessionSamples(key: string, bytes: Buffer): Promise<void> {
  await storage().put({ bucket: 'samples', key }, bytes, 'application/json');
}

/** O5: a session's compact samples, as stored; undefined once the retention has expired them. */
export function readSessionSamplesObject(key: string): Promise<Buffer | undefined> {
  return storage().get({ bucket: 'samples', key });
}
