import * as z from 'zod';
import {
  checkboxField,
  countryField,
  emailField,
  linkTokenField,
  newPasswordField,
  phoneField,
  requiredText,
  withPasswordConfirmation,
} from './fields.ts';

/** POST /users: the registration model of spec section 3. */
export const registrationRequestSchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: emailField,
  country: countryField,
  companyName: requiredText(200),
  phone: phoneField,
  jobTitle: requiredText(),
  agreeToTerms: checkboxField,
  newsletterRegistration: z.boolean().default(false),
  type: z.literal('predict').default('predict'),
  clientType: z.literal('regular').default('regular'),
});
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;
export type Registration = z.output<typeof registrationRequestSchema>;

export const registrationResponseSchema = z.object({ clientId: z.string(), userId: z.string() });
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** POST /users/confirm and POST /users/reset: the token of the e-mail link and the new password. */
export const setPasswordRequestSchema = z.object({ password: newPasswordField, token: linkTokenField });
export type SetPasswordRequest = z.input<typeof setPasswordRequestSchema>;

/** The confirm/{token} and recovery/{token} forms: the password typed twice. */
export const setPasswordFormSchema = withPasswordConfirmation(
  z.object({ password: newPasswordField, passwordConfirmation: z.string() }),
  'password',
);
export type SetPasswordForm = z.input<typeof setPasswordFormSchema>;

/** POST /users/recover: answered 204 whatever the address. */
export const recoverRequestSchema = z.object({
  email: emailField,
  type: z.literal('predict').default('predict'),
});
export type RecoverRequest = z.input<typeof recoverRequestSchema>;
