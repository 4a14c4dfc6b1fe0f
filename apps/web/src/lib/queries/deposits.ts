import type { DepositList } from '@pango/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const DEPOSITS_PATH = '/accounts/deposits/';
/** Rows per page of the Deposits view (the server allows up to 100). */
export const DEPOSITS_PAGE_SIZE = 50;

/**
 * Under ['tenants']: a tenancy change (approve, evict, remove, move-out) invalidates the tenants'
 * keys, and the deposits a landlord holds move with it (issue 18 item 2).
 */
export const depositKeys = {
  all: ['tenants', 'deposits'] as const,
  list: (propertyId: number | null, page: number) =>
    ['tenants', 'deposits', propertyId ?? 'all', page] as const,
};

/** GET /api/accounts/deposits/?property_id=&page=: deposits held per tenancy, totals per property. */
export const depositsQuery = (propertyId: number | null, page = 1) =>
  queryOptions({
    queryKey: depositKeys.list(propertyId, page),
    queryFn: () =>
      api.get<DepositList>(DEPOSITS_PATH, {
        params: { property_id: propertyId ?? undefined, page, page_size: DEPOSITS_PAGE_SIZE },
      }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useDeposits(propertyId: number | null, page = 1) {
  return useQuery(depositsQuery(propertyId, page));
}
