import type { UpdateAccountResult, UpdateAccountSchema } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/session';
import { meQuery as accountQuery } from '@/lib/queries/me';

export type UpdateAccountInput = z.output<typeof UpdateAccountSchema>;

/** PUT /api/accounts/users/{id}/update/: the updated Me, and the email a change waits on. */
export function updateAccount(
  userId: number,
  input: UpdateAccountInput,
): Promise<UpdateAccountResult> {
  return api.put<UpdateAccountResult>(`/accounts/users/${userId}/update/`, input);
}

/** On success the stored session's user is replaced, so the top bar's welcome line follows. */
export function useUpdateAccount(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAccountInput) => updateAccount(userId, input),
    onSuccess: ({ pending_email: _pending, ...me }) => {
      queryClient.setQueryData(accountQuery().queryKey, me);
      saveSession({ user: me });
    },
  });
}
