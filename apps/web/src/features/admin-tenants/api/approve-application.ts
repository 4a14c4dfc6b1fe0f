import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApproveApplicationResult } from '../types';
import { tenantKeys } from './keys';

export type ApproveReply = ApproveApplicationResult;

/** POST /api/accounts/tenant-applications/:id/approve/ (409 when the unit is no longer vacant). */
export function approveApplication(applicationId: number): Promise<ApproveReply> {
  return api.post<ApproveReply>(`/accounts/tenant-applications/${applicationId}/approve/`);
}

export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveApplication,
    // Units change too (assigned), so the property screens refresh as well.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['properties'] }),
      ]),
  });
}
