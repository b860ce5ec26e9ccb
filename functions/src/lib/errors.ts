import { STATUS_OF_CODE, type ErrorCode, type ErrorDetail } from '@adpulse/shared';

/**
 * An error meant for the caller. `messageKey` names a text of the shared catalogue,
 * translated into the caller's language by the error middleware.
 */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly details?: ErrorDetail[],
  ) {
    super(messageKey);
    this.name = 'HttpError';
    this.status = STATUS_OF_CODE[code];
  }
}

export const notFound = () => new HttpError('not_found', 'errors.notFound');
export const forbidden = () => new HttpError('forbidden', 'errors.forbidden');
export const unauthorized = () => new HttpError('unauthorized', 'errors.unauthorized');

/**
 * Overload: too much work waiting, or the function about to run out of time. 429 with the
 * catalogue's rate-limited text, so the caller retries later; never a 500.
 */
export class BusyError extends HttpError {
  constructor() {
    super('rate_limited', 'errors.rateLimited');
    this.name = 'BusyError';
  }
}
