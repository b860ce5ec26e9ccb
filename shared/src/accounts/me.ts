import * as z from 'zod';
import { clientSchema } from './clients.ts';
import { clearablePhoneField, clearableText, currentPasswordField, requiredText } from './fields.ts';
import { notificationsSchema, userSchema } from './users.ts';

/** Why mail to an address stopped: SES reported a permanent bounce, or the recipient's complaint (spam). */
export const MAIL_STOP_REASONS = ['bounce', 'complaint'] as const;
export type MailStopReason = (typeof MAIL_STOP_REASONS)[number];
export const mailStopSchema = z.object({ reason: z.enum(MAIL_STOP_REASONS), at: z.string() });
export type MailStop = z.infer<typeof mailStopSchema>;

/**
 * GET /users/me: the caller and a summary of its client; `mailStopped` when no e-mail goes to the
 * caller's address any more (SES reported it), null otherwise.
 */
export const meSchema = z.object({
  user: userSchema,
  client: clientSchema,
  mailStopped: mailStopSchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** PATCH /users/me: personal information, notification preferences, the uploaded profile image; null removes a field. */
export const updateMeRequestSchema = z
  .object({
    firstName: requiredText(),
    lastName: requiredText(),
    position: clearableText(),
    company: clearableText(200),
    phone: clearablePhoneField,
    jobTitle: clearableText(),
    notifications: notificationsSchema.partial(),
    /** The key answered by POST /users/me/avatar, once the image is uploaded; null removes it. */
    avatarKey: z.string().max(300).nullable(),
  })
  .partial();
export type UpdateMeRequest = z.input<typeof updateMeRequestSchema>;

export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** POST /users/me/avatar: what will be uploaded, so the URL can be signed for exactly that. */
export const avatarUploadRequestSchema = z.object({
  contentType: z.enum(AVATAR_CONTENT_TYPES, { error: 'validation.invalid' }),
  size: z
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(1, 'validation.invalid')
    .max(AVATAR_MAX_BYTES, 'validation.fileSize'),
});
export type AvatarUploadRequest = z.input<typeof avatarUploadRequestSchema>;

/** A presigned PUT: send the file with exactly these headers before `expiresAt`. */
export const avatarUploadSchema = z.object({
  url: z.string(),
  key: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type AvatarUpload = z.infer<typeof avatarUploadSchema>;

/** DELETE /users/me: the password re-entered as confirmation. */
export const deleteMeRequestSchema = z.object({ password: currentPasswordField });
export type DeleteMeRequest = z.input<typeof deleteMeRequestSchema>;
