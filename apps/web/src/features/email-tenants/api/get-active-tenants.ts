import { useQuery } from '@tanstack/react-query';
import { activeTenantsQuery } from '@/lib/queries/active-tenants';

export { activeTenantsQuery };

export function useActiveTenants(propertyId: number | null, isEnabled: boolean) {
  return useQuery({ ...activeTenantsQuery(propertyId), enabled: isEnabled });
}
