import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from '@/lib/queries/reports';
import type { ReportFilters, ReportsPage } from './types';

/** GET /api/communication/reports/ with the screen's filters, under the shared reports prefix. */
export const reportsQuery = (filters: ReportFilters) =>
  queryOptions({
    queryKey: reportKeys.list(filters),
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

/**
 * The Open and Resolved totals above the list: the list's own query with the same property and
 * category and that status, so "Open 2" always labels two cards the Open filter shows (and with
 * the Open filter chosen, the card and the list are one cache entry).
 */
export function useReportCount(list: 'open' | 'resolved', filters: ReportFilters) {
  const query = useQuery(reportsQuery({ ...filters, status: list }));
  return query.isPlaceholderData ? undefined : query.data?.count;
}
