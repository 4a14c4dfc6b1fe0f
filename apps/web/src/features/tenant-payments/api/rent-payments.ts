import type { RentPaymentPage } from '@pango/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const RENT_PAYMENTS_PATH = '/payments/rent-payments/';
const PAGE_SIZE = 20;

/** GET /api/payments/rent-payments/: the tenant's own payments, newest first, a page at a time. */
export function rentPaymentsQuery() {
  return infiniteQueryOptions({
    queryKey: ['tenant-payments', 'history'],
    queryFn: ({ pageParam }) =>
      api.get<RentPaymentPage>(RENT_PAYMENTS_PATH, {
        params: { page: pageParam, page_size: PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next_page ?? undefined,
    retry: false,
  });
}
