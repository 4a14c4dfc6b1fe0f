import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ChangePasswordInput = { current_password: string; new_password: string };

/** PUT /api/accounts/change-password/: answers {message}; other devices are signed out. */
export function changePassword(input: ChangePasswordInput): Promise<{ message?: string }> {
  return api.put<{ message?: string }>('/accounts/change-password/', input);
}

/** Changes no cached data: it invalidates nothing. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
