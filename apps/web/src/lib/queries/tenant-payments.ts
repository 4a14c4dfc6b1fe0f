import type { RentAccount, RentPaymentPage } from '@pango/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './invoices';
import { tenantDashboardKey } from './tenant-dashboard';

export const RENT_SUMMARY_PATH = '/payments/rent-summary/';
export const RENT_PAYMENTS_PATH = '/payments/rent-payments/';
const PAGE_SIZE = 20;

export const tenantPaymentKeys = {
  all: ['tenant-payments'] as const,
  summary: () => ['tenant-payments', 'summary'] as const,
  history: () => ['tenant-payments', 'history'] as const,
};

/** GET /api/payments/rent-summary/: the tenant's rent position, computed by the server's ledger. */
export const rentSummaryQuery = () =>
  queryOptions({
    queryKey: tenantPaymentKeys.summary(),
    queryFn: () => api.get<RentAccount>(RENT_SUMMARY_PATH),
  });

/** GET /api/payments/rent-payments/: the tenant's own payments, newest first, a page at a time. */
export const rentPaymentsQuery = () =>
  infiniteQueryOptions({
    queryKey: tenantPaymentKeys.history(),
    queryFn: ({ pageParam }) =>
      api.get<RentPaymentPage>(RENT_PAYMENTS_PATH, {
        params: { page: pageParam, page_size: PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next_page ?? undefined,
    retry: false,
  });

/**
 * A completed rent payment moves the history, the rent position, the dashboard's rent cards and the
 * month's "payments received" line.
 */
export const rentPaymentCompletedInvalidates = [
  tenantPaymentKeys.all,
  tenantDashboardKey,
  invoiceKeys.current(),
] as const;
