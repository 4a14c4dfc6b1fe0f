import { ERROR_CODES, MESSAGES } from '@pango/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorPayload } from '@/lib/api-error';
import { UserTypeMismatchError } from '../api/login';
import { describeLoginError, passwordResetErrorMessage } from './auth-errors';

const http = (status: number, body: ApiErrorPayload | null) => new ApiError({ status, body });

describe('describeLoginError', () => {
  it('shows the first of non_field_errors, then detail, error and user_type', () => {
    const body = {
      non_field_errors: ['Unable to log in with provided credentials.'],
      detail: 'detail text',
      error: 'error text',
    };
    expect(describeLoginError(http(400, body), 'tenant')).toEqual({
      kind: 'form',
      message: 'Unable to log in with provided credentials.',
    });
    expect(
      describeLoginError(http(401, { detail: 'Bad token', error: 'x' }), 'tenant').message,
    ).toBe('Bad token');
    expect(describeLoginError(http(400, { error: 'Account locked' }), 'tenant').message).toBe(
      'Account locked',
    );
    expect(describeLoginError(http(400, { user_type: ['Choose one.'] }), 'tenant').message).toBe(
      'Choose one.',
    );
  });

  it('defaults to "Invalid email or password"', () => {
    expect(describeLoginError(http(401, null), 'tenant').message).toBe(MESSAGES.invalidCredentials);
    expect(describeLoginError(http(400, { non_field_errors: [] }), 'tenant').message).toBe(
      'Invalid email or password',
    );
    expect(describeLoginError(new Error('boom'), 'landlord').message).toBe(
      MESSAGES.invalidCredentials,
    );
  });

  it.each([
    'User account is inactive.',
    'This account is disabled',
    'Account not active',
    'Your account is pending approval',
  ])('turns "%s" into the pending-approval message', (message) => {
    expect(describeLoginError(http(403, { detail: message }), 'tenant').message).toBe(
      'Your account is pending approval. Please await approval from your landlord or contact us for support.',
    );
  });

  it('uses the pending-approval message for the pending and inactive codes', () => {
    const pending = http(403, { detail: 'Nope', code: ERROR_CODES.accountPending });
    const inactive = http(403, { detail: 'Nope', code: ERROR_CODES.accountInactive });
    expect(describeLoginError(pending, 'tenant').message).toBe(MESSAGES.pendingApproval);
    expect(describeLoginError(inactive, 'tenant').message).toBe(MESSAGES.pendingApproval);
  });

  it('names the registered type when the message says it', () => {
    const error = http(400, { non_field_errors: ['This account is registered as a landlord.'] });
    expect(describeLoginError(error, 'tenant').message).toBe(
      'This account is registered as a landlord. Please log in as a landlord.',
    );
  });

  it('falls back to the other toggle value for an invalid account type', () => {
    expect(describeLoginError(http(400, { detail: 'Invalid user type' }), 'tenant').message).toBe(
      MESSAGES.wrongAccountType('landlord'),
    );
    expect(
      describeLoginError(http(400, { user_type: ['Wrong account type.'] }), 'landlord').message,
    ).toBe(MESSAGES.wrongAccountType('tenant'));
    expect(
      describeLoginError(
        http(400, { detail: 'Login failed', code: ERROR_CODES.wrongUserType }),
        'landlord',
      ).message,
    ).toBe(MESSAGES.wrongAccountType('tenant'));
  });

  it('says the service is unavailable for an HTML reply', () => {
    const error = new ApiError({ status: 502, isHtml: true });
    expect(describeLoginError(error, 'tenant').message).toBe(
      'Login service temporarily unavailable. Please try again later.',
    );
  });

  it('reports a user type mismatch', () => {
    expect(describeLoginError(new UserTypeMismatchError(), 'landlord')).toEqual({
      kind: 'form',
      message: 'User type mismatch during login',
    });
  });

  it('marks network failures and timeouts as connection problems', () => {
    expect(describeLoginError(new ApiError({ kind: 'network' }), 'tenant')).toEqual({
      kind: 'connection',
      message: MESSAGES.networkError,
    });
    expect(describeLoginError(new ApiError({ kind: 'timeout' }), 'tenant').kind).toBe('connection');
  });
});

describe('passwordResetErrorMessage', () => {
  it('prefers the server error, then the email error, then detail', () => {
    expect(passwordResetErrorMessage(http(400, { error: 'No account', detail: 'd' }))).toBe(
      'No account',
    );
    expect(
      passwordResetErrorMessage(
        http(400, { detail: 'd', errors: { email: ['Invalid email address'] } }),
      ),
    ).toBe('Invalid email address');
    expect(passwordResetErrorMessage(http(400, { email: ['Enter a valid email.'] }))).toBe(
      'Enter a valid email.',
    );
    expect(passwordResetErrorMessage(http(429, { detail: 'Slow down' }))).toBe('Slow down');
  });

  it('defaults to "An error occurred. Please try again."', () => {
    expect(passwordResetErrorMessage(new ApiError({ kind: 'network' }))).toBe(
      'An error occurred. Please try again.',
    );
    expect(passwordResetErrorMessage(http(500, {}))).toBe(MESSAGES.genericError);
  });
});
