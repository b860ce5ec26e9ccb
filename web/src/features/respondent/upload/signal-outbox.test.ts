import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sample, SignalBatch, SignalReceipt } from '../../../../../shared/src/fieldwork/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { SignalOutbox, type OutboxStorage } from './signal-outbox.ts';

class MemoryStorage implements OutboxStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** The server's side of the contract: a seq is stored once; a repeat changes nothing. */
class IdempotentServer {
  readonly stored = new Map<number, Sample[]>();
  down = false;
  /** Stores the batch but the answer never arrives (a drop after the server has it). */
  loseNextAnswer = false;
  refuseWith: ApiError | null = null;
  attempts = 0;

  send = async (batch: SignalBatch): Promise<SignalReceipt> => {
    this.attempts += 1;
    if (this.refuseWith) throw this.refuseWith;
    if (this.down) throw new ApiError(0, 'network');
    const duplicate = this.stored.has(batch.seq);
    if (!duplicate) this.stored.set(batch.seq, batch.samples);
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw new ApiError(0, 'network');
    }
    return { accepted: duplicate ? 0 : batch.samples.length, duplicate };
  };

  /** Every sample the server holds, in seq order. */
  samples(): number[] {
    return [...this.stored.entries()]
      .sort(([a], [b]) => a - b)
      .flatMap(([, samples]) => samples.map((sample) => sample.t));
  }
}

const sample = (i: number): Sample => ({
  stimulusId: 'stimulus-1',
  t: i / 10,
  face: true,
  attentive: true,
  gaze: null,
  expr: null,
});

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => (from + i) / 10);

describe('SignalOutbox', () => {
  let storage: MemoryStorage;
  let server: IdempotentServer;
  const open = () =>
    new SignalOutbox({
      sessionId: 'session-1',
      send: server.send,
      storage,
      batchSize: 10,
      batchMs: 1000,
      retryBaseMs: 100,
      retryMaxMs: 2000,
      random: () => 0.5,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    storage = new MemoryStorage();
    server = new IdempotentServer();
  });
  afterEach(() => vi.useRealTimers());

  it('sends batches with consecutive seq numbers, every sample once and in order', async () => {
    const outbox = open();
    for (let i = 0; i < 25; i++) outbox.push(sample(i));
    await vi.advanceTimersByTimeAsync(1000);
    expect([...server.stored.keys()]).toEqual([0, 1, 2]);
    expect(server.stored.get(0)).toHaveLength(10);
    expect(server.samples()).toEqual(range(0, 25));
    expect(outbox.stats()).toMatchObject({ sent: 25, queuedBatches: 0, openSamples: 0 });
    expect([...storage.items.keys()].filter((key) => key.includes('.batch.'))).toEqual([]);
  });

  it('retries with growing delays through a network drop and loses nothing', async () => {
    const outbox = open();
    server.down = true;
    for (let i = 0; i < 30; i++) outbox.push(sample(i));
    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(200);
    await vi.advanceTimersByTimeAsync(400);
    const attemptsWhileDown = server.attempts;
    expect(attemptsWhileDown).toBe(4);
    expect(server.stored.size).toBe(0);
    server.down = false;
    await vi.advanceTimersByTimeAsync(800);
    expect(server.samples()).toEqual(range(0, 30));
    expect(outbox.stats().retries).toBe(4);
  });

  it('counts nothing twice when an answer is lost after the server stored the batch', async () => {
    const outbox = open();
    server.loseNextAnswer = true;
    for (let i = 0; i < 20; i++) outbox.push(sample(i));
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.samples()).toEqual(range(0, 20));
    expect(server.attempts).toBe(3);
    expect(outbox.stats().sent).toBe(20);
  });

  it('after a reload mid-stimulus, sends what the previous page left, then goes on with the next seq', async () => {
    const first = open();
    server.down = true;
    for (let i = 0; i < 17; i++) first.push(sample(i));
    await vi.advanceTimersByTimeAsync(50);
    first.stop(); // the page goes away: one batch queued, 7 samples still open
    server.down = false;

    const second = open();
    for (let i = 17; i < 25; i++) second.push(sample(i));
    await second.flush();
    expect(server.samples()).toEqual(range(0, 25));
    expect([...server.stored.keys()]).toEqual([0, 1, 2]);
    expect(second.stats()).toMatchObject({ queuedBatches: 0, openSamples: 0 });
  });

  it('a reload while a sent batch waits for its answer resends it and the server keeps it once', async () => {
    const first = open();
    server.loseNextAnswer = true;
    for (let i = 0; i < 10; i++) first.push(sample(i));
    await vi.advanceTimersByTimeAsync(0);
    first.stop();
    const second = open();
    await second.flush();
    expect(server.samples()).toEqual(range(0, 10));
    expect(server.attempts).toBe(2);
  });

  it('stops on a refusal that retrying cannot change and reports it; the rest stays stored', async () => {
    const refused: unknown[] = [];
    const outbox = new SignalOutbox({
      sessionId: 'session-1',
      send: server.send,
      storage,
      batchSize: 5,
      onRefused: (error) => refused.push(error),
    });
    server.refuseWith = new ApiError(404, 'common.not_found');
    for (let i = 0; i < 10; i++) outbox.push(sample(i));
    await outbox.flush();
    expect(refused).toHaveLength(1);
    expect(server.attempts).toBe(1);
    expect(outbox.stats().queuedBatches).toBe(2);
  });

  it('flush sends the open samples at once, without waiting for the batch to fill', async () => {
    const outbox = open();
    for (let i = 0; i < 3; i++) outbox.push(sample(i));
    await outbox.flush();
    expect(server.samples()).toEqual(range(0, 3));
  });
});
