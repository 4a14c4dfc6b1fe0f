import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { REPORTS_KEY } from './get-reports';
import type { ReportRow, ReportStatus } from './types';

type UpdateReportStatusInput = { id: number; status: Extract<ReportStatus, 'resolved' | 'open'> };

/** PATCH /api/communication/reports/{id}/update-status/ with {status}. */
export function updateReportStatus({ id, status }: UpdateReportStatusInput): Promise<ReportRow> {
  return api.patch<ReportRow>(`/communication/reports/${id}/update-status/`, { status });
}

export function useUpdateReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportStatus,
    // The whole prefix: the list, the counts, the analytics and the shell's bell and badge.
    onSettled: () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}
