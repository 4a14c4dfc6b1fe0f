import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TenantSummary } from '../types';
import { tenantKeys } from './keys';

/** GET /api/accounts/tenants/summary/?property_id= (the four cards, from the ledger). */
export function getTenantSummary(propertyId: number | null): Promise<TenantSummary> {
  return api.get<TenantSummary>('/accounts/tenants/summary/', {
    params: { property_id: propertyId ?? undefined },
  });
}

export function useTenantSummary(propertyId: number | null) {
  return useQuery({
    queryKey: tenantKeys.summary(propertyId),
    queryFn: () => getTenantSummary(propertyId),
  });
}
