import useSWR, { type SWRResponse } from 'swr';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { apiCall } from './client.ts';
import type { ApiError } from './api-error.ts';
import type { CallArea } from './reactions.ts';

/**
 * A read through SWR. The key includes the language because the API answers texts in it;
 * pass null as the path to wait (e.g. until an id is known).
 */
export function useApi<T>(
  path: string | null,
  schema: z.ZodType<T>,
  options: { area?: CallArea; refreshInterval?: number | ((latest: T | undefined) => number) } = {},
): SWRResponse<T, ApiError> {
  const { i18n } = useTranslation();
  return useSWR<T, ApiError>(
    path ? [path, i18n.language, options.area ?? 'default'] : null,
    () => apiCall(path as string, { schema, area: options.area }),
    { refreshInterval: options.refreshInterval, shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
