import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { changePasswordFormSchema, updateUserRequestSchema } from './index.ts';
import { listUsersQuerySchema } from './users.ts';
import { loginRequestSchema } from './session.ts';
import {
  registrationRequestSchema,
  setPasswordFormSchema,
  setPasswordRequestSchema,
} from './registration.ts';

/** field -> catalogue key, as the forms and the 400 details show them. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

const registration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com ',
  country: 'it',
  companyName: 'Analytical Engines',
  phone: '0212345678',
  jobTitle: 'Founder',
  agreeToTerms: true,
};

describe('accounts schemas', () => {
  it('accepts the registration model and fills its defaults', () => {
    expect(registrationRequestSchema.parse(registration)).toEqual({
      ...registration,
      email: 'ada@example.com',
      country: 'IT',
      newsletterRegistration: false,
      type: 'predict',
      clientType: 'regular',
    });
  });

  it('gives each registration field the message of spec section 5', () => {
    expect(messages(registrationRequestSchema, {})).toEqual({
      firstName: 'validation.required',
      lastName: 'validation.required',
      email: 'validation.required',
      country: 'validation.required',
      companyName: 'validation.required',
      phone: 'validation.required',
      jobTitle: 'validation.required',
      agreeToTerms: 'validation.checkbox',
    });
    expect(
      messages(registrationRequestSchema, {
        ...registration,
        email: 'nope',
        phone: '12345',
        agreeToTerms: false,
        firstName: ' ',
      }),
    ).toEqual({
      email: 'validation.email',
      phone: 'validation.phone',
      agreeToTerms: 'validation.checkbox',
      firstName: 'validation.required',
    });
    expect(messages(registrationRequestSchema, { ...registration, clientType: 'custom' })).toHaveProperty(
      'clientType',
    );
  });

  it('applies the password rule to new passwords only', () => {
    const rule = 'validation.password';
    for (const weak of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      expect(messages(setPasswordRequestSchema, { password: weak, token: 'abc' })).toEqual({
        password: rule,
      });
    }
    expect(messages(setPasswordRequestSchema, { password: 'Good-pass1', token: 'abc' })).toEqual({});
    expect(messages(setPasswordRequestSchema, { password: '', token: '' })).toEqual({
      password: 'validation.required',
      token: 'validation.required',
    });
    expect(messages(loginRequestSchema, { email: 'a@b.co', password: 'old' })).toEqual({});
  });

  it('checks the password confirmation of the forms', () => {
    expect(
      messages(setPasswordFormSchema, { password: 'Good-pass1', passwordConfirmation: 'Good-pass2' }),
    ).toEqual({
      passwordConfirmation: 'validation.passwordConfirmation',
    });
    expect(
      messages(changePasswordFormSchema, {
        oldPassword: 'x',
        newPassword: 'Good-pass1',
        passwordConfirmation: 'Good-pass1',
      }),
    ).toEqual({});
  });

  it('reads list queries from strings and lets PATCH clear optional fields', () => {
    expect(listUsersQuerySchema.parse({ limit: '5', skip: '10', subType: 'branch' })).toEqual({
      limit: 5,
      skip: 10,
      subType: 'branch',
    });
    expect(messages(listUsersQuerySchema, { limit: '2.5' })).toEqual({ limit: 'validation.integer' });
    expect(updateUserRequestSchema.parse({ position: '', phone: null, branch: null })).toEqual({
      position: null,
      phone: null,
      branch: null,
    });
  });
});
