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

/** `enabled`: false for a team role that may not see applications (issue 23). */
export function usePendingApplications(search: string, propertyId: number | null, enabled = true) {
  return useQuery({
    queryKey: tenantKeys.applications(search, propertyId),
    queryFn: () => getPendingApplications(search, propertyId),
    placeholderData: keepPreviousData,
    enabled,
  });
}
