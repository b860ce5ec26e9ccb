import type middy from '@middy/core';
import { ERRORS, type ApiErrorBody, type RouteContract, type Language } from '@adpulse/shared';
import { translatorFor } from '@adpulse/shared/i18n/translator';
import { labelGrammar } from '@adpulse/shared/i18n/grammar';
import { isWriteContention } from '../dynamo/contention.ts';
import { DomainError, busy } from '../errors.ts';
import type { Observability } from '../observability.ts';
import { ContractViolation, checkErrorCode, contractChecksOn } from './contract-check.ts';
import { languageOf, toResult, type HttpEvent, type HttpResult } from './response.ts';

/** The error body of a domain error, its texts in the caller's language. */
export function errorBody(error: DomainError, language: Language): ApiErrorBody {
  const t = translatorFor(language);
  const params = error.params as Record<string, string | number> | undefined;
  return {
    code: error.code,
    message: t(ERRORS[error.code].message, params ?? {}),
    ...(params && Object.keys(params).length ? { params } : {}),
    ...(error.details?.length
      ? {
          details: error.details.map((detail) => {
            const label = `fields.${detail.field}`;
            // The text agrees with the label's gender and number ("Email è obbligatoria").
            const context = labelGrammar(language, label);
            return {
              field: detail.field,
              code: detail.code,
              message: t(detail.code, {
                field: t(label, { defaultValue: detail.field }),
                ...detail.params,
                ...(context ? { context } : {}),
              }),
              ...(detail.params ? { params: detail.params } : {}),
            };
          }),
        }
      : {}),
  };
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
