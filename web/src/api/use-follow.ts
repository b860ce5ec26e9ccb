import { useCallback, useEffect, useRef, useState } from 'react';
import { mutate } from 'swr';
import type { RouteContract } from '@adpulse/shared';
import type { ApiError } from './api-error.ts';
import type { RouteCall, RouteInput, RouteOutput } from './client.ts';
import { mayPassLater } from './error-kinds.ts';
import { swrKey, useApi } from './use-api.ts';

export interface Follower<R extends RouteContract> {
  /** Whether an answer is the end (the machine settled): reading stops. */
  settled(answer: RouteOutput<R>): boolean;
  /** How long to wait before the next reading, `elapsedMs` after `start`; 0 stops reading. */
  every(elapsedMs: number): number;
  /** How long it is followed before it counts as not settled (`onTimedOut`). */
  limitMs: number;
  onSettled(answer: RouteOutput<R>): void;
  onTimedOut(): void;
  /** The read refused (a failure that will not pass by reading again). */
  onRefused(error: ApiError): void;
}

/**
 * Follows a thing the server settles on its own (a purchase, a feasibility check): `start(input)`
 * reads it through `useApi` (the app's one polling mechanism) at once, then again every
 * `every(elapsed)` until it settles, is refused or the limit passes; one of the follower's calls
 * ends it. The cached answer of an earlier follow is dropped first, so it is never taken for
 * this one's. Nothing is called once the component is gone.
 */
export function useFollow<R extends RouteContract>(call: RouteCall<R>, follower: Follower<R>) {
  const [input, setInput] = useState<RouteInput<R> | null>(null);
  const startedAt = useRef(0);
  const latest = useRef(follower);
  latest.current = follower;
  const read = useApi(call, input, {
    refreshInterval: (answer) =>
      answer === undefined || !latest.current.settled(answer)
        ? latest.current.every(Date.now() - startedAt.current)
        : 0,
  });

  const start = useCallback(
    async (next: RouteInput<R>) => {
      setInput(null);
      await mutate(swrKey(call, next), undefined, { revalidate: false });
      startedAt.current = Date.now();
      setInput(next);
    },
    [call],
  );

  const following = input !== null;
  const answer = following ? read.data : undefined;
  const error = following ? read.error : undefined;
  useEffect(() => {
    if (answer === undefined || !latest.current.settled(answer)) return;
    setInput(null);
    latest.current.onSettled(answer);
  }, [answer]);
  useEffect(() => {
    if (!error || mayPassLater(error)) return;
    setInput(null);
    latest.current.onRefused(error);
  }, [error]);
  useEffect(() => {
    if (!following) return;
    const deadline = setTimeout(() => {
      setInput(null);
      latest.current.onTimedOut();
    }, latest.current.limitMs);
    return () => clearTimeout(deadline);
  }, [following]);

  return { start, following };
}
