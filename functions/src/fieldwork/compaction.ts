import type { Sample } from '@adpulse/shared/fieldwork/index';
import { allInOrder } from '../platform/in-order.ts';
import { storedBatches } from './data/batches.ts';
import { sessionSamplesKey } from './data/keys.ts';
import type { RespondentSessionRecord } from './data/records.ts';
import { putSessionSamples, readBatchSamples, readSessionSamplesObject } from './data/samples.ts';
import { markCompactedWrite } from './data/session-updates.ts';
import {
  decodeSessionSamples,
  encodeSessionSamples,
  mergeBatches,
  SessionSamplesRefused,
} from './session-samples.ts';

/** Where a compaction that did not happen is told (the analysis run's logger). */
export type CompactionLog = (message: string, detail: unknown) => void;

/** Batch objects of one session read at once. */
const BATCH_READS = 4;

export interface Compaction {
  samples: Record<string, Sample[]>;
  /** The compact object was written (and the summary points at it); refused: what did not match. */
  outcome: { compacted: true } | { compacted: false; problems: readonly string[] };
}

/** The session's batches (S13, O2 per batch) merged: the source of truth until a compact object exists. */
async function batchSamplesOf(record: RespondentSessionRecord): Promise<Record<string, Sample[]>> {
  const batches = await storedBatches(record.sessionId);
  return mergeBatches(
    record.stimuli,
    await allInOrder(batches, BATCH_READS, (batch) => readBatchSamples(batch.key)),
  );
}

/**
 * A completed session's batches merged into its compact object (O4), checked against the
 * summary's counts, then the summary points at it (W20). Idempotent: a retry rewrites the same
 * bytes. A check that fails (a batch not written yet, a count that differs) writes nothing, and a
 * write that fails is not thrown (the analysis run that compacts must not fail for it): the batches
 * stay the source of truth, and the next read tries again.
 */
export async function compactSession(record: RespondentSessionRecord): Promise<Compaction> {
  const samples = await batchSamplesOf(record);
  let bytes: Buffer;
  try {
    bytes = encodeSessionSamples(samples, record);
  } catch (error) {
    if (error instanceof SessionSamplesRefused) {
      return { samples, outcome: { compacted: false, problems: error.problems } };
    }
    throw error;
  }
  const key = sessionSamplesKey(record.clientId, record.projectId, record.sessionId);
  try {
    await putSessionSamples(key, bytes);
    await markCompactedWrite(record.sessionId, key);
  } catch (error) {
    // The samples are read: a run analyses them, and the next run that reads the session compacts it.
    return { samples, outcome: { compacted: false, problems: [`not stored: ${String(error)}`] } };
  }
  return { samples, outcome: { compacted: true } };
}

/**
 * A session's samples per stimulus in time order: one GET of its compact object when it has one;
 * a completed session without one (stored before compaction existed, or whose compaction failed)
 * is compacted now (a refusal or a failed write is logged, and its batches are read); a session
 * under way is read from its batches.
 */
export async function sessionSamplesOf(
  record: RespondentSessionRecord,
  log: CompactionLog = () => undefined,
): Promise<Record<string, Sample[]>> {
  if (!record.webcam || record.batches === 0) {
    return Object.fromEntries(record.stimuli.map((id) => [id, []]));
  }
  if (record.samplesObject) {
    const bytes = await readSessionSamplesObject(record.samplesObject);
    if (bytes) return decodeSessionSamples(bytes, record.sessionId);
  }
  if (record.status === 'complete') {
    const { samples, outcome } = await compactSession(record);
    if (!outcome.compacted) {
      log('Compact samples refused: the batches stay', {
        sessionId: record.sessionId,
        problems: outcome.problems,
      });
    }
    return samples;
  }
  return batchSamplesOf(record);
}
