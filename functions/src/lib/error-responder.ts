import type middy from '@middy/core';
import { translatorFor } from '@adpulse/shared/i18n/translator';
import { labelGrammar } from '@adpulse/shared/i18n/grammar';
import type { ApiErrorBody } from '@adpulse/shared';
import { HttpError } from './errors.ts';
import { languageOf, toResult, type HttpEvent, type HttpResult } from './response.ts';
import type { Observability } from './observability.ts';

/**
 * Turns any thrown error into the error shape of the API contract, in the caller's language.
 * Unexpected errors are logged with the request id and answered with the generic text.
 */
export function errorResponder(obs: Observability): middy.MiddlewareObj<HttpEvent, HttpResult> {
  return {
    onError: async (request) => {
      const error = request.error;
      const language = languageOf(request.event);
      const t = translatorFor(language);
      const known = error instanceof HttpError ? error : undefined;
      if (!known) {
        obs.logger.error('Unhandled error', error as Error);
        obs.metrics.addMetric('UnhandledError', 'Count', 1);
      }
      const fail = known ?? new HttpError('internal', 'errors.default');
      const body: ApiErrorBody = {
        message: t(fail.messageKey),
        code: fail.code,
        ...(fail.details
          ? {
              details: fail.details.map((detail) => {
                const label = `fields.${detail.field}`;
                // The message agrees with the label's gender and number ("Email è obbligatoria").
                const context = labelGrammar(language, label);
                return {
                  field: detail.field,
                  message: t(detail.message, {
                    field: t(label, { defaultValue: detail.field }),
                    ...(context ? { context } : {}),
                  }),
                };
              }),
            }
          : {}),
      };
      request.response = toResult({ status: fail.status, body });
    },
  };
}
