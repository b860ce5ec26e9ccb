import useSWR, { type SWRResponse } from 'swr';
import type { RouteContract } from '@adpulse/shared';
import type { ApiError } from './api-error.ts';
import type { RouteCall, RouteInput, RouteOutput } from './client.ts';
import type { CallArea } from './reactions.ts';

/**
 * A read through SWR: `useApi(accountsApi.getMe, {})`. Pass null as the input to wait (e.g.
 * until an id is known). The key is the route and its input, so every screen reading the same
 * thing shares one cache entry (`swrKey` gives it, for `mutate`).
 */
export function useApi<R extends RouteContract>(
  call: RouteCall<R>,
  input: RouteInput<R> | null,
  options: {
    area?: CallArea;
    refreshInterval?: number | ((latest: RouteOutput<R> | undefined) => number);
  } = {},
): SWRResponse<RouteOutput<R>, ApiError> {
  return useSWR<RouteOutput<R>, ApiError>(
    input ? swrKey(call, input) : null,
    () => call(input as RouteInput<R>, { area: options.area }),
    { refreshInterval: options.refreshInterval, shouldRetryOnError: false, revalidateOnFocus: false },
  );
}

/** The cache key of a read: the route and its input. */
export function swrKey<R extends RouteContract>(call: RouteCall<R>, input: RouteInput<R>): string {
  return `${call.route.domain}.${call.route.name} ${JSON.stringify(input)}`;
}
