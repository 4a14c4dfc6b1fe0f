import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApplicationPage } from '../types';
import { tenantKeys } from './keys';

/** GET /api/accounts/tenant-applications/pending/?search=&property_id= */
export function getPendingApplications(
  search: string,
  propertyId: number | null,
): Promise<ApplicationPage> {
  return api.get<ApplicationPage>('/accounts/tenant-applications/pending/', {
    params: { search: search || undefined, property_id: propertyId ?? undefined },
  });
}

export function usePendingApplications(search: string, propertyId: number | null) {
  return useQuery({
    queryKey: tenantKeys.applications(search, propertyId),
    queryFn: () => getPendingApplications(search, propertyId),
    placeholderData: keepPreviousData,
  });
}
