import type middy from '@middy/core';
import { ERRORS, type ApiErrorBody, type RouteContract, type Language } from '@adpulse/shared';
import { errorBodyOf } from '@adpulse/shared/i18n/reported-error';
import { isWriteContention } from '../dynamo/contention.ts';
import { DomainError, busy } from '../errors.ts';
import type { Observability } from '../observability.ts';
import { ContractViolation, checkErrorCode, contractChecksOn } from './contract-check.ts';
import { languageOf, toResult, type HttpEvent, type HttpResult } from './response.ts';

/** The error body of a domain error, its texts in the caller's language. */
export function errorBody(error: DomainError, language: Language): ApiErrorBody {
  return errorBodyOf(
    error.code,
    { params: error.params as Record<string, string | number> | undefined, details: error.details },
    language,
  );
}

/**
 * Turns any thrown error into the API's error shape, with the code's status. DynamoDB contention
 * and throttling that no domain turned into a refusal of its own answer 429 `common.busy` (try
 * again), never 500. Other unexpected errors are logged with the request id and answered
 * `common.internal`. With contract checks on (tests), a code the route's contract does not list
 * is a fault of ours, answered as one.
 */
export function errorResponder(
  obs: Observability,
  routeOf: (event: HttpEvent) => RouteContract | undefined,
): middy.MiddlewareObj<HttpEvent, HttpResult> {
  return {
    onError: async (request) => {
      let error: unknown = request.error;
      if (error instanceof DomainError && contractChecksOn()) {
        const route = routeOf(request.event);
        if (route) error = checkErrorCode(route, error) ?? error;
      }
      if (isWriteContention(error)) {
        obs.logger.warn('DynamoDB contention: answered 429', error as Error);
        obs.metrics.addMetric('WriteContention', 'Count', 1);
        error = busy();
      }
      const known = error instanceof DomainError ? error : undefined;
      if (!known) {
        const log = error instanceof ContractViolation ? 'Answer outside its contract' : 'Unhandled error';
        obs.logger.error(log, error as Error);
        obs.metrics.addMetric('UnhandledError', 'Count', 1);
      }
      const fail: DomainError = known ?? new DomainError('common.internal');
      request.response = toResult({
        status: ERRORS[fail.code].status,
        body: errorBody(fail, languageOf(request.event)),
      });
    },
  };
}
