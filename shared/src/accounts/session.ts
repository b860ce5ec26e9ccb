import * as z from 'zod';
import { CLIENT_TYPES } from '../auth/permissions.ts';
import { currentPasswordField, emailField } from './fields.ts';

/** POST /users/login. `domain` is always "client" for this product. */
export const loginRequestSchema = z.object({
  email: emailField,
  password: currentPasswordField,
  domain: z.literal('client').default('client'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  /** The client id. */
  accountId: z.string(),
  clientType: z.enum(CLIENT_TYPES),
  /** True on the user's very first login. */
  firstLogin: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /users/me/session: a fresh session token (a new hour) in place of the caller's, which ends. */
export const sessionRenewalSchema = z.object({ token: z.string() });
export type SessionRenewal = z.infer<typeof sessionRenewalSchema>;
