import type { ArrearsReport, ArrearsSort } from '@pango/shared';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The arrears ageing report (issue 24 item 2): one endpoint, one key. The dashboard may read
// `totals` from this same query (same key, same shape) rather than fetching its own.

export const ARREARS_PATH = '/payments/reports/arrears/';

export type ArrearsReportParams = {
  /** null: every property the user may see. */
  propertyId: number | null;
  /** YYYY-MM-DD; null: today in Nairobi (the server's). */
  asOf: string | null;
  sort?: ArrearsSort;
  order?: 'asc' | 'desc';
  page?: number;
};

export const arrearsKeys = { all: ['arrears-report'] as const };

/** The query string of the report and its CSV. */
export const arrearsParams = ({ propertyId, asOf, sort, order, page }: ArrearsReportParams) => ({
  property_id: propertyId,
  as_of: asOf,
  sort: sort ?? 'total',
  order: order ?? 'desc',
  page: page ?? 1,
});

/** GET /api/payments/reports/arrears/?property_id=&as_of=&sort=&order=&page= */
export function arrearsReportQuery(params: ArrearsReportParams) {
  const search = arrearsParams(params);
  return queryOptions({
    queryKey: [...arrearsKeys.all, search] as const,
    queryFn: () => api.get<ArrearsReport>(ARREARS_PATH, { params: search }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST …/arrears/remind/: queues reminder emails (and SMS when the landlord sends reminders by SMS). It changes no figure, so it invalidates nothing
 * (the report reads the ledger, not the outbox).
 */
export function useRemindArrears() {
  return useMutation({
    mutationFn: (tenantIds: number[]) =>
      api.post<{ queued: number; sms_queued: number }>(`${ARREARS_PATH}remind/`, {
        tenant_ids: tenantIds,
      }),
  });
}
