import type { Me, UpdateAccountSchema } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/session';
import { meQuery as accountQuery } from '@/lib/queries/me';

export type UpdateAccountInput = z.output<typeof UpdateAccountSchema>;

/** PUT /api/accounts/users/{id}/update/: answers the updated Me. */
export function updateAccount(userId: number, input: UpdateAccountInput): Promise<Me> {
  return api.put<Me>(`/accounts/users/${userId}/update/`, input);
}

/** On success the stored session's user is replaced, so the top bar's welcome line follows. */
export function useUpdateAccount(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAccountInput) => updateAccount(userId, input),
    onSuccess: (me) => {
      queryClient.setQueryData(accountQuery().queryKey, me);
      saveSession({ user: me });
    },
  });
}
