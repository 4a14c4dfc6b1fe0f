import {
  OPEN_REPORTS_POLL_MS,
  type OpenReportsPage,
  type ReportRow,
  type ReportStatus,
} from '@pango/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';

/** Every reports query sits under ['reports']: one invalidation refreshes lists, counts and bell. */
export const reportKeys = {
  all: ['reports'] as const,
  open: (propertyId: number | null) => ['reports', 'open', propertyId ?? 'all'] as const,
  list: (filters: object) => ['reports', 'list', filters] as const,
  analytics: (propertyId: number | null) => ['reports', 'analytics', propertyId] as const,
};

async function getOpenReports(propertyId: number | null): Promise<OpenReportsPage> {
  try {
    return await api.get<OpenReportsPage>('/communication/reports/open/', {
      params: { property_id: propertyId },
    });
  } catch (error) {
    // Seed 001: poll errors are only logged; the last count stays on screen.
    console.warn('[reports] open reports poll failed', error);
    throw error;
  }
}

/**
 * GET /api/communication/reports/open/?property_id=, re-read every 30 s (seed 001 section 9). The
 * bell, the sidebar badge, the dashboard's Open Reports card and Recent Reports all read this one
 * query for the selected property, so their counts are the count of the list they label.
 */
export const openReportsQuery = (propertyId: number | null) =>
  queryOptions({
    queryKey: reportKeys.open(propertyId),
    queryFn: () => getOpenReports(propertyId),
    refetchInterval: OPEN_REPORTS_POLL_MS,
    staleTime: OPEN_REPORTS_POLL_MS,
    retry: false,
  });

export function useOpenReports(propertyId: number | null, isEnabled = true) {
  return useQuery({ ...openReportsQuery(propertyId), enabled: isEnabled });
}

type UpdateReportStatusInput = {
  id: number;
  status: Extract<ReportStatus, 'resolved' | 'open' | 'pending'>;
  /** Resolving with a repair cost records it once as a repairs expense (issue 24). */
  repairCost?: number;
};

/** PATCH /api/communication/reports/{id}/update-status/ with {status, repair_cost?}. */
export function updateReportStatus({
  id,
  status,
  repairCost,
}: UpdateReportStatusInput): Promise<ReportRow> {
  // JSON leaves out an undefined repair_cost.
  return api.patch<ReportRow>(`/communication/reports/${id}/update-status/`, {
    status,
    repair_cost: repairCost,
  });
}

/**
 * The lists, their counts, the bell, the badge and the Open Reports cards (all under reports). A
 * repair cost also changes expenses: the Reports screen adds expenses.ts's repairCostInvalidates
 * (kept out of this module, which the admin area's first load carries).
 */
export const updateReportStatusInvalidates = [reportKeys.all] as const;

export function useUpdateReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportStatus,
    onSettled: () => invalidate(queryClient, updateReportStatusInvalidates),
  });
}
