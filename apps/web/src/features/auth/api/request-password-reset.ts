import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PASSWORD_RESET_PATH = '/accounts/password/reset/';

export type PasswordResetRequest = { email: string };

/** POST /api/accounts/password/reset/ {email, frontend_url}: the mail links back to this site. */
export function requestPasswordReset({ email }: PasswordResetRequest): Promise<unknown> {
  return api.post(
    PASSWORD_RESET_PATH,
    { email, frontend_url: window.location.origin },
    { auth: false },
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
