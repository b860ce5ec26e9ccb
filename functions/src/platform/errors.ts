import type { z } from 'zod';
import type { ErrorCode, ERRORS } from '@adpulse/shared';
import type { FieldProblem } from '@adpulse/shared/i18n/reported-error';

export type { FieldProblem };

type ParamsOf<C extends ErrorCode> = z.input<(typeof ERRORS)[C]['params']>;
type Extra<C extends ErrorCode> = { details?: readonly FieldProblem[] } & (Partial<
  ParamsOf<C>
> extends ParamsOf<C>
  ? { params?: ParamsOf<C> }
  : { params: ParamsOf<C> });

/**
 * A refusal of the domain, named by a stable code of the shared registry (`purchase.cannot_buy`)
 * with the parameters its text needs. Domain code and data access throw it; only the route
 * layer knows HTTP: it answers the code's status and text (platform/http/error-responder.ts).
 */
export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
  readonly params: ParamsOf<C> | undefined;
  readonly details: readonly FieldProblem[] | undefined;
  constructor(
    readonly code: C,
    ...[extra]: Partial<ParamsOf<C>> extends ParamsOf<C> ? [extra?: Extra<C>] : [extra: Extra<C>]
  ) {
    super(code);
    this.name = 'DomainError';
    this.params = extra?.params;
    this.details = extra?.details;
  }
}

/**
 * A `DomainError` of a code known only at run time, its params already checked against the
 * code's schema (a task's refusal read back from Step Functions, `domainErrorOf`).
 */
export function domainErrorOfCode(
  code: ErrorCode,
  params?: Record<string, string | number>,
  details?: readonly FieldProblem[],
): DomainError {
  const make = DomainError as unknown as new (
    code: ErrorCode,
    extra: {
      params?: Record<string, string | number> | undefined;
      details?: readonly FieldProblem[] | undefined;
    },
  ) => DomainError;
  return new make(code, { params, details });
}

export const notFound = () => new DomainError('common.not_found');
export const forbidden = () => new DomainError('auth.forbidden');
export const unauthorized = () => new DomainError('auth.unauthorized');
/**
 * Overload: too much work waiting, or the request about to run out of time. 429, so the caller
 * retries later; never a 500.
 */
export const busy = () => new DomainError('common.busy');
/** Invalid fields found by the domain (the request parsed, but breaks a rule). */
export const invalidFields = (details: readonly FieldProblem[]) =>
  new DomainError('common.validation', { details });
export const invalidField = (field: string, code: FieldProblem['code'] = 'validation.invalid') =>
  invalidFields([{ field, code }]);
