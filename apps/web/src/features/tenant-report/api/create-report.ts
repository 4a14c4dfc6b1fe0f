import type { CreateReportInput, ReportRow } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from '@/lib/queries/invalidate';
import { reportKeys } from '@/lib/queries/reports';
import { tenantDashboardKey } from '@/lib/queries/tenant-dashboard';

export const CREATE_REPORT_PATH = '/communication/reports/create/';

/** The dashboard's My Reports lists the new report; the open reports count it. */
export const createReportInvalidates = [tenantDashboardKey, reportKeys.all] as const;

/** POST /api/communication/reports/create/: the server records the terms acceptance with it. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReportInput) => api.post<ReportRow>(CREATE_REPORT_PATH, input),
    onSuccess: () => invalidate(queryClient, createReportInvalidates),
  });
}
