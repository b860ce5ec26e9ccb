import * as z from 'zod';
import { SUB_TYPES } from '../auth/permissions.ts';

/**
 * Field schemas of the accounts calls. Their messages are catalogue keys (spec section 5), so
 * the web forms (zodResolver) and the handlers (400 details) show the same text.
 */
export const MESSAGE = {
  required: 'validation.required',
  email: 'validation.email',
  length: 'validation.length',
  phone: 'validation.phone',
  password: 'validation.password',
  passwordConfirmation: 'validation.passwordConfirmation',
  checkbox: 'validation.checkbox',
  integer: 'validation.integer',
  invalid: 'validation.invalid',
} as const;

/** A missing value reads "required"; a value of the wrong type reads "invalid". */
export const missingOr =
  (otherwise: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? MESSAGE.required : otherwise;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULE = new RegExp(`^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{${PASSWORD_MIN_LENGTH},}$`);
export const PHONE_RULE = /^\d{10}$/;

export function requiredText(max = 100) {
  return z
    .string({ error: missingOr(MESSAGE.invalid) })
    .trim()
    .min(1, { error: MESSAGE.required, abort: true })
    .max(max, MESSAGE.length);
}

/** An optional text: absent, or empty once trimmed, becomes undefined. */
export function optionalText(max = 100) {
  return z
    .string({ error: MESSAGE.invalid })
    .trim()
    .max(max, MESSAGE.length)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A text that PATCH may clear: empty (or null) becomes null, meaning "remove it". */
export function clearableText(max = 100) {
  return z
    .string({ error: MESSAGE.invalid })
    .trim()
    .max(max, MESSAGE.length)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
}

export const emailField = z
  .string({ error: missingOr(MESSAGE.email) })
  .trim()
  .toLowerCase()
  .min(1, { error: MESSAGE.required, abort: true })
  .max(254, MESSAGE.email)
  .pipe(z.email(MESSAGE.email));

/** A new password (registration, confirmation, reset, change): the rule of spec section 5. */
export const newPasswordField = z
  .string({ error: missingOr(MESSAGE.password) })
  .min(1, { error: MESSAGE.required, abort: true })
  .max(PASSWORD_MAX_LENGTH, MESSAGE.password)
  .regex(PASSWORD_RULE, MESSAGE.password);

/** A password being checked (login, re-entry): only required, older passwords may predate the rule. */
export const currentPasswordField = z
  .string({ error: missingOr(MESSAGE.invalid) })
  .min(1, { error: MESSAGE.required, abort: true })
  .max(PASSWORD_MAX_LENGTH, MESSAGE.invalid);

export const phoneField = z
  .string({ error: missingOr(MESSAGE.phone) })
  .trim()
  .min(1, { error: MESSAGE.required, abort: true })
  .regex(PHONE_RULE, MESSAGE.phone);

export const optionalPhoneField = z
  .string({ error: MESSAGE.phone })
  .trim()
  .regex(/^(\d{10})?$/, MESSAGE.phone)
  .optional()
  .transform((value) => (value ? value : undefined));

export const clearablePhoneField = z
  .string({ error: MESSAGE.phone })
  .trim()
  .regex(/^(\d{10})?$/, MESSAGE.phone)
  .nullable()
  .optional()
  .transform((value) => (value === '' ? null : value));

/** Two-letter country code, as in the country list. */
export const countryField = z
  .string({ error: missingOr(MESSAGE.invalid) })
  .trim()
  .toUpperCase()
  .min(1, { error: MESSAGE.required, abort: true })
  .regex(/^[A-Z]{2}$/, MESSAGE.invalid);

export const checkboxField = z.literal(true, { error: MESSAGE.checkbox });

export const subTypeField = z.enum(SUB_TYPES, { error: missingOr(MESSAGE.invalid) });

/** Opaque ids (uuid) in paths and bodies. */
export const idField = z
  .string({ error: missingOr(MESSAGE.invalid) })
  .trim()
  .min(1, { error: MESSAGE.required, abort: true })
  .max(64, MESSAGE.invalid)
  .regex(/^[A-Za-z0-9_-]+$/, MESSAGE.invalid);

/** A one-time token from an e-mail link (base64url). */
export const linkTokenField = z
  .string({ error: missingOr(MESSAGE.invalid) })
  .trim()
  .min(1, { error: MESSAGE.required, abort: true })
  .max(200, MESSAGE.invalid)
  .regex(/^[A-Za-z0-9_-]+$/, MESSAGE.invalid);

/** A non-negative integer from a query string. */
export function queryInteger(defaultValue: number, max: number) {
  return z.coerce
    .number({ error: MESSAGE.integer })
    .int(MESSAGE.integer)
    .min(0, MESSAGE.invalid)
    .max(max, MESSAGE.invalid)
    .default(defaultValue);
}

/** Adds the "Password confirmation does not match." rule to a form with a confirmation field. */
export function withPasswordConfirmation<T extends z.ZodObject<{ passwordConfirmation: z.ZodType<string> }>>(
  schema: T,
  passwordKey: keyof z.output<T> & string,
) {
  return schema.refine(
    (form) => (form as Record<string, unknown>)[passwordKey] === form.passwordConfirmation,
    { path: ['passwordConfirmation'], error: MESSAGE.passwordConfirmation },
  );
}
