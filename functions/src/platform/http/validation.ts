import type { z } from 'zod';
import { invalidFields, type DomainError, type FieldProblem } from '../errors.ts';

/**
 * Shared schemas carry catalogue keys (`validation.required`) as their zod messages, so a form
 * and a handler show the same text; other zod messages fall back to `validation.invalid`.
 */
export function validationError(error: z.ZodError, part: string): DomainError<'common.validation'> {
  const details: FieldProblem[] = error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : part,
    code: issue.message.startsWith('validation.')
      ? (issue.message as FieldProblem['code'])
      : 'validation.invalid',
  }));
  return invalidFields(details);
}
