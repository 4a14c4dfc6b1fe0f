import type { MriReport, RentalType, WithholdingCertificateInput } from '@pango/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';

// KRA Monthly Rental Income (issue 24, ADR 039): the report, what the landlord records for it
// (withholding certificates, tenants' KRA PINs, a property's rental type). The tenant's own PIN is
// tenant Settings' (features/tenant-settings/api/kra-pin.ts).

export const MRI_PATH = '/payments/reports/mri/';

export const kraMriKeys = {
  all: ['payments', 'reports', 'mri'] as const,
  month: (month: string) => ['payments', 'reports', 'mri', month] as const,
};

/** GET /api/payments/reports/mri/?month=YYYY-MM */
export function mriReportQuery(month: string) {
  return queryOptions({
    queryKey: kraMriKeys.month(month),
    queryFn: () => api.get<MriReport>(MRI_PATH, { params: { month } }),
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
