import { APPLICATION_HOLD_MESSAGES, type VerifyApplicationEmailResult } from '@pango/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { firstMessage, isApiError } from '@/lib/api-error';

export const VERIFY_APPLICATION_EMAIL_PATH = '/accounts/register/tenant/verify-email/';

/** POST /api/accounts/register/tenant/verify-email/ {token}: the link of the applicant's email. */
export function verifyApplicationEmail(token: string): Promise<VerifyApplicationEmailResult> {
  return api.post<VerifyApplicationEmailResult>(
    VERIFY_APPLICATION_EMAIL_PATH,
    { token },
    { auth: false },
  );
}

export function useVerifyApplicationEmail() {
  return useMutation({ mutationFn: verifyApplicationEmail });
}

/** The server's sentence for a refused link (used, lapsed, room taken), else the link one. */
export function verifyFailureMessage(error: unknown): string {
  if (isApiError(error) && error.body) {
    const message = firstMessage(error.body.detail);
    if (message) return message;
  }
  return APPLICATION_HOLD_MESSAGES.verifyLinkInvalid;
}
