import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tenantKeys } from './keys';

export type DeclineInput = { applicationId: number; reason: string };

/** POST /api/accounts/tenant-applications/:id/decline/ {reason?} (the reason is emailed). */
export function declineApplication({ applicationId, reason }: DeclineInput) {
  const trimmed = reason.trim();
  return api.post<{ message: string }>(
    `/accounts/tenant-applications/${applicationId}/decline/`,
    trimmed ? { reason: trimmed } : {},
  );
}

export function useDeclineApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineApplication,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['properties'] }),
      ]),
  });
}
