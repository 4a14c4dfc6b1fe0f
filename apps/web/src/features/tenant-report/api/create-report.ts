import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CreateReportInput, ReportRow } from '@pango/shared';

export const CREATE_REPORT_PATH = '/communication/reports/create/';

/** POST /api/communication/reports/create/: the server records the terms acceptance with it. */
export function useCreateReport() {
  return useMutation({
    mutationFn: (input: CreateReportInput) => api.post<ReportRow>(CREATE_REPORT_PATH, input),
  });
}
