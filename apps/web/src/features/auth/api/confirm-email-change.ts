import { SETTINGS_MESSAGES } from '@pango/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { firstMessage, isApiError } from '@/lib/api-error';

export type EmailChangeConfirmed = { detail: string; email: string };

/** POST /api/accounts/email-change/confirm/ {token}: the link mailed to the new address. */
export function confirmEmailChange(token: string): Promise<EmailChangeConfirmed> {
  return api.post<EmailChangeConfirmed>(
    '/accounts/email-change/confirm/',
    { token },
    { auth: false },
  );
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}

/** The server's sentence (a used, expired or forged link; an address taken meanwhile). */
export function emailChangeFailure(error: unknown): string {
  if (!isApiError(error) || !error.body) return SETTINGS_MESSAGES.emailChangeLinkInvalid;
  const { body } = error;
  return (
    firstMessage(body.errors?.token) ??
    firstMessage(body.errors?.email) ??
    firstMessage(body.detail) ??
    SETTINGS_MESSAGES.emailChangeLinkInvalid
  );
}
