import { ERROR_CODES, MESSAGES } from '@pango/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { firstMessage, isApiError } from '@/lib/api-error';

export const PASSWORD_RESET_CONFIRM_PATH = '/accounts/password/reset/confirm/';

export type PasswordResetConfirmation = { uid: string; token: string; new_password: string };
export type PasswordResetConfirmed = { success: boolean; message?: string };

/** POST /api/accounts/password/reset/confirm/ {uid, token, new_password}. */
export function confirmPasswordReset(
  input: PasswordResetConfirmation,
): Promise<PasswordResetConfirmed> {
  return api.post<PasswordResetConfirmed>(PASSWORD_RESET_CONFIRM_PATH, input, { auth: false });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}

/**
 * What the reset form says about a failed confirm (seed 000 sections 5, 7 and 8).
 * - link: the link was used, expired or forged; the user needs a new one.
 * - field: the server refused the new password itself; shown on that field.
 * - form: anything else, with the server's sentence when it sent one (the spec's two screen
 *   versions read `error`/`detail` and `message`), else "Failed to reset password".
 */
export type ResetFailure =
  | { kind: 'link'; message: string }
  | { kind: 'field'; message: string }
  | { kind: 'form'; message: string };

export function describeResetFailure(error: unknown): ResetFailure {
  if (!isApiError(error) || !error.body) return { kind: 'form', message: MESSAGES.resetFailed };
  const { body } = error;
  if (body.code === ERROR_CODES.tokenInvalid || body.code === ERROR_CODES.tokenReused) {
    return { kind: 'link', message: MESSAGES.invalidResetLink };
  }
  const linkError = firstMessage(body.errors?.uid) ?? firstMessage(body.errors?.token);
  if (linkError) return { kind: 'link', message: MESSAGES.invalidResetLink };
  const fieldError = firstMessage(body.errors?.new_password) ?? firstMessage(body.new_password);
  if (fieldError) return { kind: 'field', message: fieldError };
  const message =
    firstMessage(body.error) ?? firstMessage(body.detail) ?? firstMessage(body.message);
  return { kind: 'form', message: message ?? MESSAGES.resetFailed };
}
