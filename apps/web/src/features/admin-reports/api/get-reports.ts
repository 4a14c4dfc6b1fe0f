import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReportFilters, ReportsPage } from './types';

/**
 * Every reports query sits under ['reports', ...], the prefix the bell and sidebar badge use for
 * GET /reports/open/, so one invalidation after a status change refreshes them all.
 */
export const REPORTS_KEY = ['reports'] as const;

export const reportsQuery = (filters: ReportFilters) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, 'list', filters],
    queryFn: () =>
      api.get<ReportsPage>('/communication/reports/', {
        params: {
          property_id: filters.propertyId,
          status: filters.status === 'all' ? undefined : filters.status,
          category: filters.category || undefined,
          page_size: 100,
        },
      }),
    placeholderData: keepPreviousData,
  });

export function useReports(filters: ReportFilters) {
  return useQuery(reportsQuery(filters));
}

/** The Open and Resolved totals: GET /reports/open/ and /reports/resolved/ read their count. */
export const reportCountQuery = (list: 'open' | 'resolved', propertyId: number | null) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, 'count', list, propertyId],
    queryFn: async () => {
      const page = await api.get<ReportsPage>(`/communication/reports/${list}/`, {
        params: { property_id: propertyId, page_size: 1 },
      });
      return page.count;
    },
  });

export function useReportCount(list: 'open' | 'resolved', propertyId: number | null) {
  return useQuery(reportCountQuery(list, propertyId));
}
