import type { MriReport, RentalType, WithholdingCertificateInput } from '@pango/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';

// KRA Monthly Rental Income (issue 24, ADR 039): the report, what the landlord records for it
// (withholding certificates, tenants' KRA PINs, a property's rental type). The tenant's own PIN is
// tenant Settings' (features/tenant-settings/api/kra-pin.ts).

export const MRI_PATH = '/payments/reports/mri/';

/** Which page of the month's tenant rows the screen shows (all properties when no property). */
export type MriTenantsView = { page: number; propertyId: number | null };

export const kraMriKeys = {
  all: ['payments', 'reports', 'mri'] as const,
  month: (month: string, view: MriTenantsView) =>
    ['payments', 'reports', 'mri', month, view] as const,
};

/** GET /api/payments/reports/mri/?month=YYYY-MM&page=&property_id= */
export function mriReportQuery(month: string, view: MriTenantsView) {
  return queryOptions({
    queryKey: kraMriKeys.month(month, view),
    queryFn: () =>
      api.get<MriReport>(MRI_PATH, {
        params: {
          month,
          page: view.page,
          ...(view.propertyId === null ? {} : { property_id: view.propertyId }),
        },
      }),
    // Paging keeps the month's figures on screen while the next page arrives; another month
    // waits for its own (never last month's figures under this month's name).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === month ? previous : undefined,
  });
}

/** Certificates change the report's withheld section (and nothing else a screen shows). */
export const recordCertificateInvalidates = [kraMriKeys.all] as const;

/** PUT /api/payments/{id}/withholding-certificate/ */
export function useRecordWithholdingCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, body }: { paymentId: number; body: WithholdingCertificateInput }) =>
      api.put(`/payments/${paymentId}/withholding-certificate/`, body),
    onSuccess: () => invalidate(queryClient, recordCertificateInvalidates),
  });
}

/** A tenant's PIN shows on the report and the tenant's details. */
export const setTenantPinInvalidates = [kraMriKeys.all, ['tenants']] as const;

/** PUT /api/accounts/tenants/{id}/kra-pin/ (the landlord's edit). */
export function useSetTenantKraPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tenantId, kraPin }: { tenantId: number; kraPin: string | null }) =>
      api.put<{ kra_pin: string | null }>(`/accounts/tenants/${tenantId}/kra-pin/`, {
        kra_pin: kraPin,
      }),
    onSuccess: () => invalidate(queryClient, setTenantPinInvalidates),
  });
}

/** A property's rental type moves it in or out of the report; property screens read it too. */
export const setRentalTypeInvalidates = [kraMriKeys.all, ['properties']] as const;

/** PUT /api/accounts/properties/{id}/ {rental_type} (the property update endpoint). */
export function useSetRentalType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, rentalType }: { propertyId: number; rentalType: RentalType }) =>
      api.put(`/accounts/properties/${propertyId}/`, { rental_type: rentalType }),
    onSuccess: () => invalidate(queryClient, setRentalTypeInvalidates),
  });
}
