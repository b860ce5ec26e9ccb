import {
  MAX_SAMPLES_PER_BATCH,
  MAX_SIGNAL_SEQ,
  type Sample,
  type SignalBatch,
  type SignalReceipt,
} from '../../../../../shared/src/fieldwork/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { mayPassLater } from '../../../api/error-kinds.ts';

/** The part of the Web Storage API the outbox uses (localStorage in the app). */
export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SignalOutboxOptions {
  /** The respondent's session: the storage keys are per session. */
  sessionId: string;
  /** Sends one batch (the API's postSignals); resolves with the server's receipt. */
  send: (batch: SignalBatch) => Promise<SignalReceipt>;
  storage: OutboxStorage;
  /** A batch closes at this many samples, or `batchMs` after its first sample. */
  batchSize?: number;
  batchMs?: number;
  /** Retry delays: doubling from `retryBaseMs` up to `retryMaxMs`, with jitter. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** A refusal that retrying cannot change (the session ended, the batch is invalid). */
  onRefused?: (error: unknown) => void;
  random?: () => number;
}

export interface OutboxStats {
  /** Samples the server confirmed it holds, each counted once. */
  sent: number;
  /** Batches waiting to be sent, and samples not yet in a batch. */
  queuedBatches: number;
  openSamples: number;
  /** Failed attempts that were retried. */
  retries: number;
}

/** About one second of samples at the measurement's rate. */
export const DEFAULT_BATCH_SIZE = 30;
export const DEFAULT_BATCH_MS = 2000;
const DEFAULT_RETRY_BASE_MS = 500;
const DEFAULT_RETRY_MAX_MS = 30_000;
const KEY_PREFIX = 'adpulse.signals';

/** Whether retrying may succeed: no network, the server busy or failing (by the error's code). */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return mayPassLater(error);
}

/**
 * The respondent's signal upload: samples gather into batches with consecutive sequence numbers;
 * each batch is written to storage before it is sent and removed only when the server has it, so
 * a network drop or a page reload loses nothing. The server stores a seq once, so sending a batch
 * again (its answer was lost) counts nothing twice. One batch is in flight at a time, in seq order.
 */
export class SignalOutbox {
  private readonly keys: { nextSeq: string; open: string; batch: (seq: number) => string; index: string };
  private nextSeq: number;
  private open: Sample[];
  private queue: number[];
  private openTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private sending = false;
  private attempt = 0;
  private stopped = false;
  private readonly memory = new Map<number, SignalBatch>();
  private readonly idle = new Set<() => void>();
  private readonly counts = { sent: 0, retries: 0 };

  /** Opens the session's outbox, with whatever a previous page left unsent, and sends that. */
  constructor(private readonly options: SignalOutboxOptions) {
    const base = `${KEY_PREFIX}.${options.sessionId}`;
    this.keys = {
      nextSeq: `${base}.next-seq`,
      open: `${base}.open`,
      index: `${base}.queue`,
      batch: (seq) => `${base}.batch.${seq}`,
    };
    this.nextSeq = this.read<number>(this.keys.nextSeq) ?? 0;
    this.queue = this.read<number[]>(this.keys.index) ?? [];
    this.open = this.read<Sample[]>(this.keys.open) ?? [];
    if (this.open.length > 0) this.seal();
    this.pump();
  }

  /** Adds a sample; it is kept in storage at once, sent with its batch. */
  push(sample: Sample): void {
    if (this.stopped) return;
    this.open.push(sample);
    if (this.open.length >= (this.options.batchSize ?? DEFAULT_BATCH_SIZE)) {
      this.seal();
      return;
    }
    this.write(this.keys.open, this.open);
    this.openTimer ??= setTimeout(() => this.seal(), this.options.batchMs ?? DEFAULT_BATCH_MS);
  }

  /** Closes the open batch and resolves once every batch is sent (or the outbox stopped). */
  flush(): Promise<void> {
    this.seal();
    if (this.settled()) return Promise.resolve();
    return new Promise((resolve) => {
      this.idle.add(resolve);
      this.sendNowIfWaiting();
    });
  }

  stats(): OutboxStats {
    return {
      sent: this.counts.sent,
      queuedBatches: this.queue.length,
      openSamples: this.open.length,
      retries: this.counts.retries,
    };
  }

  /** Stops sending; what is unsent stays in storage for the next page of this session. */
  stop(): void {
    this.stopped = true;
    if (this.openTimer) clearTimeout(this.openTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.notifyIdle();
  }

  private seal(): void {
    if (this.openTimer) clearTimeout(this.openTimer);
    this.openTimer = null;
    const limit = Math.min(this.options.batchSize ?? DEFAULT_BATCH_SIZE, MAX_SAMPLES_PER_BATCH);
    while (this.open.length > 0 && this.nextSeq <= MAX_SIGNAL_SEQ) {
      const batch: SignalBatch = { seq: this.nextSeq, samples: this.open.splice(0, limit) };
      // The batch, then the seq counter, then the index: a reload between two writes finds
      // either the samples still open or the batch queued, never neither.
      this.memory.set(batch.seq, batch);
      this.write(this.keys.batch(batch.seq), batch);
      this.queue.push(batch.seq);
      this.nextSeq += 1;
      this.write(this.keys.nextSeq, this.nextSeq);
      this.write(this.keys.index, this.queue);
    }
    this.write(this.keys.open, this.open);
    this.pump();
  }

  private pump(): void {
    if (this.stopped || this.sending || this.retryTimer) return;
    const seq = this.queue[0];
    if (seq === undefined) {
      this.notifyIdle();
      return;
    }
    const batch = this.memory.get(seq) ?? this.read<SignalBatch>(this.keys.batch(seq));
    if (!batch) {
      this.drop(seq);
      this.pump();
      return;
    }
    this.sending = true;
    this.options
      .send(batch)
      .then((receipt) => {
        this.attempt = 0;
        // A duplicate: the server stored it from an attempt whose answer was lost.
        this.counts.sent += receipt.duplicate ? batch.samples.length : receipt.accepted;
        this.drop(seq);
      })
      .catch((error: unknown) => {
        if (isRetryable(error)) {
          this.scheduleRetry();
          return;
        }
        this.stop();
        this.options.onRefused?.(error);
      })
      .finally(() => {
        this.sending = false;
        this.pump();
      });
  }

  private scheduleRetry(): void {
    this.counts.retries += 1;
    const base = this.options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
    const max = this.options.retryMaxMs ?? DEFAULT_RETRY_MAX_MS;
    const delay = Math.min(max, base * 2 ** this.attempt) * (0.5 + (this.options.random ?? Math.random)());
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.pump();
    }, delay);
  }

  /** A flush while waiting out a back-off tries at once (the respondent is at the end). */
  private sendNowIfWaiting(): void {
    if (!this.retryTimer) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.pump();
  }

  private drop(seq: number): void {
    this.memory.delete(seq);
    this.queue = this.queue.filter((entry) => entry !== seq);
    this.write(this.keys.index, this.queue);
    this.options.storage.removeItem(this.keys.batch(seq));
  }

  private settled(): boolean {
    return this.stopped || (this.queue.length === 0 && this.open.length === 0);
  }

  private notifyIdle(): void {
    if (!this.settled()) return;
    for (const resolve of this.idle) resolve();
    this.idle.clear();
  }

  private read<T>(key: string): T | null {
    const text = this.options.storage.getItem(key);
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  }

  /** Storage full or refused: the batch still lives in memory and is sent from there. */
  private write(key: string, value: unknown): void {
    try {
      this.options.storage.setItem(key, JSON.stringify(value));
    } catch {
      // Only a reload in this state could lose it; sending goes on.
    }
  }
}
