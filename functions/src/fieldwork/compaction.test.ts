import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sample } from '@adpulse/shared/fieldwork/index';
import type { RespondentSessionRecord } from './data/records.ts';

const stores = vi.hoisted(() => ({
  putSessionSamples: vi.fn<(key: string, bytes: Buffer) => Promise<void>>(),
  markCompactedWrite: vi.fn<(sessionId: string, key: string) => Promise<boolean>>(),
}));
const sample = (t: number): Sample => ({
  stimulusId: 'a',
  t,
  face: false,
  attentive: false,
  gaze: null,
  expr: null,
});

vi.mock('./data/batches.ts', () => ({
  storedBatches: () => Promise.resolve([{ key: 'batch-0' }, { key: 'batch-1' }]),
}));
vi.mock('./data/samples.ts', () => ({
  readBatchSamples: (key: string) => Promise.resolve(key === 'batch-0' ? [sample(0)] : [sample(1)]),
  readSessionSamplesObject: () => Promise.resolve(undefined),
  putSessionSamples: stores.putSessionSamples,
}));
vi.mock('./data/session-updates.ts', () => ({ markCompactedWrite: stores.markCompactedWrite }));

const { sessionSamplesOf } = await import('./compaction.ts');

const complete = {
  sessionId: 's1',
  clientId: 'c1',
  projectId: 'p1',
  status: 'complete',
  webcam: true,
  batches: 2,
  stimuli: ['a'],
  samplesByStimulus: { a: 2 },
} as unknown as RespondentSessionRecord;

beforeEach(() => {
  stores.putSessionSamples.mockReset().mockResolvedValue(undefined);
  stores.markCompactedWrite.mockReset().mockResolvedValue(true);
});

/**
 * The analysis run compacts a complete it reads (the complete call does not): the compact object
 * is an optimisation, so a write that fails must not fail the run. The samples read from the
 * batches are analysed, and the next run that reads the session compacts it again.
 */
describe('a run reading a complete without its compact object', () => {
  it('compacts it and analyses its batches', async () => {
    expect((await sessionSamplesOf(complete)).a?.map((s) => s.t)).toEqual([0, 1]);
    expect(stores.putSessionSamples).toHaveBeenCalledTimes(1);
    expect(stores.markCompactedWrite).toHaveBeenCalledWith('s1', expect.stringContaining('session.json'));
  });

  it('analyses its batches when the compact object cannot be stored, and leaves no pointer to it', async () => {
    stores.putSessionSamples.mockRejectedValue(new Error('S3 is down'));
    expect((await sessionSamplesOf(complete)).a?.map((s) => s.t)).toEqual([0, 1]);
    expect(stores.markCompactedWrite).not.toHaveBeenCalled();
  });

  it('analyses its batches when the pointer cannot be written', async () => {
    stores.markCompactedWrite.mockRejectedValue(new Error('throttled'));
    expect((await sessionSamplesOf(complete)).a?.map((s) => s.t)).toEqual([0, 1]);
  });
});

describe('a compaction that does not happen', () => {
  it('is logged with the session and why, and the run still analyses the batches', async () => {
    const log = vi.fn<(message: string, detail: unknown) => void>();
    stores.putSessionSamples.mockRejectedValue(new Error('S3 is down'));
    expect((await sessionSamplesOf(complete, log)).a?.map((s) => s.t)).toEqual([0, 1]);
    const miscounted = { ...complete, sessionId: 's2', samplesByStimulus: { a: 3 } };
    stores.putSessionSamples.mockReset().mockResolvedValue(undefined);
    expect((await sessionSamplesOf(miscounted, log)).a).toHaveLength(2);
    expect(log.mock.calls.map(([, detail]) => detail)).toEqual([
      { sessionId: 's1', problems: [expect.stringContaining('S3 is down')] },
      { sessionId: 's2', problems: [expect.any(String)] },
    ]);
    expect(stores.putSessionSamples).not.toHaveBeenCalled();
  });
});
