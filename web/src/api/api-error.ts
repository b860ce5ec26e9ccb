import { ERRORS, apiErrorSchema, type ErrorCode, type FieldIssue } from '@adpulse/shared';

/** `network`: the API could not be reached; `unexpected`: an answer that is not the API's shape. */
export type ApiErrorCode = ErrorCode | 'network' | 'unexpected';

/**
 * A failed call, by the stable code of the shared registry and its parameters. Screens pick
 * their text from the catalogue by code (`errorMessageKey`), never from the API's `message`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly params: Readonly<Record<string, string | number>> = {},
    readonly details: readonly FieldIssue[] = [],
  ) {
    super(code);
    this.name = 'ApiError';
  }

  /** Whether the API refused with this code. */
  is(code: ErrorCode): boolean {
    return this.code === code;
  }
}

/** The catalogue key of a failed call's text: the code's own, or the generic ones. */
export function errorMessageKey(error: unknown): string {
  if (!(error instanceof ApiError) || error.code === 'unexpected') return 'errors.default';
  if (error.code === 'network') return 'errors.network';
  return ERRORS[error.code].message;
}

/** Reads an error answer; a body that is not the API's shape still gives a typed error. */
export function toApiError(status: number, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, params, details } = parsed.data;
    return new ApiError(status, code, params ?? {}, details ?? []);
  }
  return new ApiError(status, status >= 500 ? 'common.internal' : 'unexpected');
}
