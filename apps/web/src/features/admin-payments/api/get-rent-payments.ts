import type { RentPaymentPage } from '@pango/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

export const RENT_PAYMENTS_PATH = '/payments/rent-payments/';
export const PAYMENTS_PAGE_SIZE = 20;

/** GET /api/payments/rent-payments/?property_id=&page=&page_size= (newest first, server pages). */
export function useRentPayments(propertyId: number | null, page: number, isEnabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.payments(propertyId, page),
    queryFn: () =>
      api.get<RentPaymentPage>(RENT_PAYMENTS_PATH, {
        params: { property_id: propertyId, page, page_size: PAYMENTS_PAGE_SIZE },
      }),
    enabled: isEnabled,
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
