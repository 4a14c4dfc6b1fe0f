import type { TenancyRecord, TenantTenancyRow } from '@pango/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// A tenancy read as a record (issue 18): its summary with settlement and refund, the tenant's own
// tenancies, and the path of its final statement (a PDF fetched with the bearer token through
// lib/file-download.ts, since a plain link cannot carry it).

export const tenancyRecordKeys = {
  all: ['tenancy-record'] as const,
  detail: (id: number) => ['tenancy-record', 'detail', id] as const,
  tenantList: () => ['tenancy-record', 'tenant-list'] as const,
};

/** GET /api/accounts/tenancies/:id/: the tenancy's tenant and their landlord only. */
export const tenancyRecordQuery = (id: number) =>
  queryOptions({
    queryKey: tenancyRecordKeys.detail(id),
    queryFn: () => api.get<TenancyRecord>(`/accounts/tenancies/${id}/`),
  });

/** GET /api/accounts/tenant/tenancies/: the signed-in tenant's tenancies, newest first. */
export const tenantTenanciesQuery = () =>
  queryOptions({
    queryKey: tenancyRecordKeys.tenantList(),
    queryFn: () => api.get<TenantTenancyRow[]>('/accounts/tenant/tenancies/'),
  });

/** GET /api/accounts/tenancies/:id/final-statement/ (application/pdf, once the tenancy ended). */
export const finalStatementPath = (id: number) => `/accounts/tenancies/${id}/final-statement/`;
