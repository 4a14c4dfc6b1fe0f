import type { UpdateAccountResult } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/session';
import { invalidate } from '@/lib/queries/invalidate';
import { meQuery } from '@/lib/queries/me';
import { tenantDashboardKey } from '@/lib/queries/tenant-dashboard';

export type UpdateAccountInput = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  /** Only with a changed email. */
  current_password?: string;
};

/** PUT /api/accounts/users/{id}/update/: the updated Me, and the email a change waits on. */
export function updateAccount(
  userId: number,
  input: UpdateAccountInput,
): Promise<UpdateAccountResult> {
  return api.put<UpdateAccountResult>(`/accounts/users/${userId}/update/`, input);
}

/** The dashboard shows the tenant's name and contact details. */
export const updateAccountInvalidates = [tenantDashboardKey] as const;

/** On success the cached user is replaced (seed 002 section 4), so the layout follows. */
export function useUpdateAccount(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAccountInput) => updateAccount(userId, input),
    onSuccess: ({ pending_email: _pending, ...me }) => {
      queryClient.setQueryData(meQuery().queryKey, me);
      saveSession({ user: me });
      return invalidate(queryClient, updateAccountInvalidates);
    },
  });
}
