import { apiErrorSchema, type ErrorCode, type ErrorDetail } from '@adpulse/shared';

export type ApiErrorCode = ErrorCode | 'network' | 'unexpected';

/** A failed call: the API's error shape when it sent one, else what we could tell. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details: readonly ErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
};

/** Reads an error answer; a body that is not the API's shape still gives a typed error. */
export function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success)
    return new ApiError(status, parsed.data.code, parsed.data.message, parsed.data.details ?? []);
  return new ApiError(
    status,
    CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal' : 'unexpected'),
    fallbackMessage,
  );
}
