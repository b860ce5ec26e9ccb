import useSWR, { type SWRResponse } from 'swr';
import type { RouteContract } from '@adpulse/shared';
import type { ApiError } from './api-error.ts';
import type { RouteCall, RouteInput, RouteOutput } from './client.ts';
import { mayPassLater } from './error-kinds.ts';
import type { CallArea } from './reactions.ts';

/**
 * A read through SWR: `useApi(accountsApi.getMe, {})`. Pass null as the input to wait (e.g.
 * until an id is known). The key is the route and its input, so every screen reading the same
 * thing shares one cache entry (`swrKey` gives it, for `mutate`).
 *
 * It is also the app's one way to poll: `refreshInterval` (a number, or one computed from the
 * latest answer; 0 stops) reads again until the thing settles. A poll keeps going through a
 * failure that may pass (no network, busy, a failure of ours), read again after a back-off; a
 * refusal stops it and is the hook's `error`. `useFollow` (`use-follow.ts`) follows a thing to
 * its end with it.
 */
export function useApi<R extends RouteContract>(
  call: RouteCall<R>,
  input: RouteInput<R> | null,
  options: {
    area?: CallArea;
    refreshInterval?: number | ((latest: RouteOutput<R> | undefined) => number);
  } = {},
): SWRResponse<RouteOutput<R>, ApiError> {
  const polls = options.refreshInterval !== undefined;
  return useSWR<RouteOutput<R>, ApiError>(
    input ? swrKey(call, input) : null,
    () => call(input as RouteInput<R>, { area: options.area }),
    {
      refreshInterval: options.refreshInterval,
      shouldRetryOnError: (error: ApiError) => polls && mayPassLater(error),
      errorRetryInterval: POLL_RETRY_MS,
      // A poll reads at its own pace: SWR's 2 s de-duplication would swallow a 1 s reading.
      ...(polls ? { dedupingInterval: 0 } : {}),
      revalidateOnFocus: false,
    },
  );
}

/**
 * The first pause before a poll reads again after a failure that may pass (SWR doubles it at each
 * failure, with jitter, up to 256 ×; a follower's own limit ends it sooner).
 */
const POLL_RETRY_MS = 1_000;

/** The cache key of a read: the route and its input. */
export function swrKey<R extends RouteContract>(call: RouteCall<R>, input: RouteInput<R>): string {
  return `${call.route.domain}.${call.route.name} ${JSON.stringify(input)}`;
}
