import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ForgotPasswordInputSchema,
  LoginInputSchema,
  RefreshInputSchema,
  ResetPasswordInputSchema,
} from './auth.js';
import { MESSAGES } from './messages.js';

function fieldMessages(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const errors: Record<string, string[]> = {};
  if (!result.success)
    for (const issue of result.error.issues)
      (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('sign-in input', () => {
  const valid = { email: 'amina@example.co.ke', password: 'old-weak', user_type: 'landlord' };
  it('accepts an existing password that predates the strength rule', () => {
    expect(fieldMessages(LoginInputSchema, valid)).toEqual({});
  });
  it('refuses a NUL byte in the email or the password, and oversized values', () => {
    expect(
      fieldMessages(LoginInputSchema, { ...valid, email: 'amina@example.co.ke\u0000' }),
    ).toEqual({
      email: [MESSAGES.invalidEmail],
    });
    expect(fieldMessages(LoginInputSchema, { ...valid, password: 'old\u0000' })).toEqual({
      password: [MESSAGES.passwordControlCharacters],
    });
    expect(
      fieldMessages(LoginInputSchema, { ...valid, email: `${'a'.repeat(300)}@example.com` }),
    ).toEqual({ email: [MESSAGES.emailTooLong] });
    expect(fieldMessages(LoginInputSchema, { ...valid, password: 'p'.repeat(129) })).toEqual({
      password: [MESSAGES.passwordTooLong],
    });
  });
});

describe('token inputs', () => {
  it('bound the refresh token and the reset link parts', () => {
    expect(fieldMessages(RefreshInputSchema, { refresh: 'x'.repeat(43) })).toEqual({});
    expect(fieldMessages(RefreshInputSchema, { refresh: 'x'.repeat(201) })).toEqual({
      refresh: [MESSAGES.sessionExpired],
    });
    expect(fieldMessages(RefreshInputSchema, {})).toEqual({ refresh: ['This field is required.'] });
    const reset = { uid: 'MQ', token: 'x'.repeat(43), new_password: 'Passw0rd' };
    expect(fieldMessages(ResetPasswordInputSchema, reset)).toEqual({});
    expect(fieldMessages(ResetPasswordInputSchema, { ...reset, token: 'a\u0000b' })).toEqual({
      token: [MESSAGES.invalidResetLink],
    });
    expect(
      fieldMessages(ResetPasswordInputSchema, { ...reset, new_password: `Aa1${'x'.repeat(70)}` }),
    ).toEqual({ new_password: [MESSAGES.passwordTooLong] });
  });
  it('bounds the ignored frontend_url of a reset request', () => {
    const email = 'amina@example.co.ke';
    expect(
      fieldMessages(ForgotPasswordInputSchema, { email, frontend_url: 'https://x.ke' }),
    ).toEqual({});
    expect(
      Object.keys(
        fieldMessages(ForgotPasswordInputSchema, { email, frontend_url: 'x'.repeat(3000) }),
      ),
    ).toEqual(['frontend_url']);
  });
});
