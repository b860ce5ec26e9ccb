import * as z from 'zod';
import { MESSAGE, missingOr } from './fields.ts';

/** The longest subject and message body a client can send from the Support page, in characters. */
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_BODY_MAX = 5_000;
/** Shortest body: a message support can act on says at least a few words. */
export const SUPPORT_BODY_MIN = 10;

/**
 * How many messages one user may send in a window: enough for a busy day's questions, few enough
 * that a stuck form or a script cannot flood the operators' mailbox.
 */
export const SUPPORT_MESSAGE_LIMIT = { messages: 5, windowSeconds: 60 * 60 } as const;

/** The catalogue keys of the support form's own texts (each says its bound, in six languages). */
export const SUPPORT_MESSAGE = {
  subjectLength: 'validation.supportSubjectLength',
  bodyShort: 'validation.supportBodyShort',
  bodyLength: 'validation.supportBodyLength',
} as const;

/**
 * A text trimmed, then held to its bounds. The bounds run only on a string (the pipe): a value of
 * another type reads "invalid" alone, never also "too short" for an array's length.
 */
const boundedText = (bounds: z.ZodString) =>
  z
    .string({ error: missingOr(MESSAGE.invalid) })
    .trim()
    .pipe(bounds);

/** POST /support/messages: a signed-in user writes to the operators. */
export const supportMessageRequestSchema = z.object({
  subject: boundedText(
    z
      .string()
      .min(1, { error: MESSAGE.required, abort: true })
      .max(SUPPORT_SUBJECT_MAX, SUPPORT_MESSAGE.subjectLength),
  ),
  body: boundedText(
    z
      .string()
      .min(1, { error: MESSAGE.required, abort: true })
      .min(SUPPORT_BODY_MIN, SUPPORT_MESSAGE.bodyShort)
      .max(SUPPORT_BODY_MAX, SUPPORT_MESSAGE.bodyLength),
  ),
});
export type SupportMessageRequest = z.input<typeof supportMessageRequestSchema>;

/** The answer: when the message was handed to the mail service, and the address support answers. */
export const supportMessageResponseSchema = z.object({ sentAt: z.string(), replyTo: z.string() });
export type SupportMessageResponse = z.infer<typeof supportMessageResponseSchema>;
