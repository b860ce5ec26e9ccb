import { sampleSchema, type Sample } from '@adpulse/shared/fieldwork/index';
import { z } from 'zod';
import { storage } from '../../platform/storage.ts';

const batchFileSchema = z.array(sampleSchema);

/** O1: the raw samples of one signal batch, as one JSON object in the samples bucket. */
export async function putBatchSamples(key: string, samples: readonly Sample[]): Promise<void> {
  await storage().put({ bucket: 'samples', key }, Buffer.from(JSON.stringify(samples)), 'application/json');
}

/** O3: whether a batch's samples are written (a try that stopped half-way left none). */
export async function batchSamplesWritten(key: string): Promise<boolean> {
  return (await storage().sizeOf({ bucket: 'samples', key })) !== undefined;
}

/** O2: a batch's samples; none once the retention has expired them. */
export async function readBatchSamples(key: string): Promise<Sample[]> {
  const bytes = await storage().get({ bucket: 'samples', key });
  return bytes ? batchFileSchema.parse(JSON.parse(bytes.toString('utf8'))) : [];
}
