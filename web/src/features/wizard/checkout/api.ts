import { z } from 'zod';
import { ApiError } from '../../../api/api-error.ts';
import { i18n } from '../../../i18n/i18n.ts';

export const feasibilityViewSchema = z.object({
  state: z.enum(['running', 'succeeded', 'failed', 'timed_out']),
  items: z.array(z.object({ assetId: z.string(), feasibility: z.boolean(), status: z.string() })),
  message: z.string().optional(),
});

export const feasibilityPath = (projectId: string) =>
  `/projects/${encodeURIComponent(projectId)}/feasibility`;

/** The API answers its texts in the user's language: a 400 is told apart by the text it carries. */
export function isErrorText(error: unknown, key: 'errors.maxAllowanceExceeded'): boolean {
  return error instanceof ApiError && error.message === i18n.t(key);
}
