import type { Page, PropertyRead } from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/accounts/properties/ (the landlord's own; at most 25 on any plan but one-time). */
export function useLandlordProperties() {
  return useQuery({
    queryKey: paymentKeys.properties(),
    queryFn: () =>
      api.get<Page<PropertyRead>>('/accounts/properties/', { params: { page_size: 100 } }),
  });
}
