import type { z } from 'zod';
import type { ErrorDetail } from '@adpulse/shared';
import { HttpError } from '../errors.ts';

/**
 * Shared schemas carry message keys of the catalogue (`validation.required`) as their zod
 * messages, so a form and a handler show the same text; other zod messages fall back to
 * `validation.invalid`.
 */
export function validationError(error: z.ZodError, part: string): HttpError {
  const details: ErrorDetail[] = error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : part,
    message: issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
  }));
  return new HttpError('validation', 'errors.default', details);
}
