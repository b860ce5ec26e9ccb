export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface SaveState {
  status: SaveStatus;
  error: unknown;
}

/**
 * Debounced auto-save: changes queued within `delayMs` are merged into one call; calls never
 * overlap, so saves reach the server in the order the user made them. A failed save keeps
 * its changes and is sent again with the next change or `flush()`.
 */
export class AutoSaver<P extends object> {
  private pending: Partial<P> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> = Promise.resolve();
  private state: SaveState = { status: 'idle', error: null };
  private readonly listeners = new Set<(state: SaveState) => void>();

  constructor(
    private readonly send: (patch: Partial<P>) => Promise<void>,
    private readonly delayMs = 600,
  ) {}

  get current(): SaveState {
    return this.state;
  }

  get hasPending(): boolean {
    return this.pending !== null;
  }

  subscribe(listener: (state: SaveState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  queue(patch: Partial<P>): void {
    this.pending = { ...(this.pending ?? {}), ...patch };
    this.set({ status: 'pending', error: null });
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
  }

  /** Sends what is queued now; resolves true when everything queued so far is saved. */
  async flush(): Promise<boolean> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const run = this.running.then(() => this.sendPending());
    this.running = run.catch(() => undefined);
    await this.running;
    return this.state.status !== 'error' && this.pending === null;
  }

  /** Stops the timer without sending (the component is gone and the caller sent the rest). */
  cancel(): Partial<P> | null {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rest = this.pending;
    this.pending = null;
    return rest;
  }

  private async sendPending(): Promise<void> {
    const patch = this.pending;
    if (!patch) return;
    this.pending = null;
    this.set({ status: 'saving', error: null });
    try {
      await this.send(patch);
      this.set(this.pending ? { status: 'pending', error: null } : { status: 'saved', error: null });
    } catch (error) {
      // Newer changes win over the failed ones for the same fields.
      this.pending = { ...patch, ...(this.pending ?? {}) };
      this.set({ status: 'error', error });
    }
  }

  private set(state: SaveState): void {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}
