import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/** One request as the server saw it: how long it may have waited for the event loop, then how long it took. */
export interface RequestTiming {
  method: string;
  path: string;
  /** Epoch ms when the server read the request. */
  at: number;
  /** Upper bound of the time it waited unread while the loop was busy: since the loop's last heartbeat. */
  queuedMs: number;
  /** From reading the request to the last byte of the answer handed to the socket. */
  handledMs: number;
}

/** Event-loop delay of this process since the server started (ms), from Node's own histogram. */
export interface LoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** The loop's heartbeat: a request read later than this after the last beat waited on a busy loop. */
const HEARTBEAT_MS = 10;
/** A heartbeat later than this was a stall: the loop could not read a request for that long. */
export const STALL_MS = 200;
/** Requests kept, newest last (about 100 bytes each). */
const KEPT = 20_000;

/**
 * The server's own view of its latency (issue 22: "answer within 200 ms while an analysis runs"),
 * independent of how busy the client's machine is. A request that arrives while the loop is
 * blocked stays unread in the kernel; once read, the gap since the loop's last heartbeat bounds
 * how long it waited. So queued + handled is what the slowest client could have seen from this
 * process, and a loop blocked by CPU work shows as seconds, whatever the client measures.
 */
export class RequestTimings {
  private lastBeat = performance.now();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly recent: RequestTiming[] = [];
  /** Each stall's end (epoch ms) and length, newest last. */
  private readonly stalls: { at: number; ms: number }[] = [];
  private readonly delay: IntervalHistogram = monitorEventLoopDelay({ resolution: HEARTBEAT_MS });

  constructor() {
    this.heartbeat = setInterval(() => {
      const beat = performance.now();
      if (beat - this.lastBeat > STALL_MS) {
        this.stalls.push({ at: Date.now(), ms: beat - this.lastBeat });
        if (this.stalls.length > KEPT) this.stalls.splice(0, this.stalls.length - KEPT);
      }
      this.lastBeat = beat;
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
    this.delay.enable();
  }

  /** Call when a request is read; the answer records it once its response has finished. */
  begin(method: string, path: string): () => void {
    const read = performance.now();
    const at = Date.now();
    const queuedMs = read - this.lastBeat;
    return () => {
      this.recent.push({ method, path, at, queuedMs, handledMs: performance.now() - read });
      if (this.recent.length > KEPT) this.recent.splice(0, this.recent.length - KEPT);
    };
  }

  /** Requests read since `since` (epoch ms) whose path starts with `pathPrefix`. */
  since(since: number, pathPrefix = '/'): RequestTiming[] {
    return this.recent.filter((timing) => timing.at >= since && timing.path.startsWith(pathPrefix));
  }

  /** How long the loop was stalled (no heartbeat for more than STALL_MS) since `since` (epoch ms). */
  stalledMs(since: number): number {
    return this.stalls.filter((stall) => stall.at >= since).reduce((sum, stall) => sum + stall.ms, 0);
  }

  /** The loop's delay since the server started (sampled each heartbeat, so a long block counts once). */
  loopDelay(): LoopDelay {
    const ms = (ns: number) => ns / 1e6;
    return {
      p50Ms: ms(this.delay.percentile(50)),
      p99Ms: ms(this.delay.percentile(99)),
      maxMs: ms(this.delay.max),
    };
  }

  stop(): void {
    clearInterval(this.heartbeat);
    this.delay.disable();
  }
}
