import type { ApiErrorBody, Language } from '@adpulse/shared';
import { translatorFor } from '@adpulse/shared/i18n/translator';
import type { Reply } from '../platform/http/domain-handler.ts';
import { MediaRejection } from './media/checks.ts';

/**
 * An upload refused by the rules answers 400 with the spec's upload text (its limit filled in,
 * which the shared error responder cannot do) as the message and as the `file` field's detail.
 */
export function rejectionReply(rejection: MediaRejection, language: Language): Reply {
  const message = translatorFor(language)(rejection.messageKey, rejection.params);
  const body: ApiErrorBody = { message, code: 'validation', details: [{ field: 'file', message }] };
  return { status: 400, body };
}

/** Runs a route's work, turning a MediaRejection into its 400 answer. */
export async function answeringRejections(language: Language, work: () => Promise<Reply>): Promise<Reply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MediaRejection) return rejectionReply(error, language);
    throw error;
  }
}
