// Query keys of this feature. Everything a tenancy change can move sits under ['tenants'], so one
// invalidation after approve, decline, evict or a rent deadline refreshes the lists and the cards.
export type TenantListParams = {
  status: 'active' | 'pending' | 'inactive' | 'all';
  search: string;
  propertyId: number | null;
};

export const tenantKeys = {
  all: ['tenants'] as const,
  list: (params: TenantListParams) => ['tenants', 'list', params] as const,
  summary: (propertyId: number | null) => ['tenants', 'summary', propertyId] as const,
  applications: (search: string, propertyId: number | null) =>
    ['tenants', 'applications', search, propertyId] as const,
};
