import type { RentAccount } from '@pango/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const RENT_SUMMARY_PATH = '/payments/rent-summary/';

/** GET /api/payments/rent-summary/: the tenant's rent position, computed by the server's ledger. */
export function rentSummaryQuery() {
  return queryOptions({
    queryKey: ['tenant-payments', 'summary'],
    queryFn: () => api.get<RentAccount>(RENT_SUMMARY_PATH),
  });
}
