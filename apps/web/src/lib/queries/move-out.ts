import type { DepositRefundResult, MoveOutResult, TenancyPhotoRead } from '@pango/shared';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';
import { propertyKeys } from './properties';

// Move-out with its settlement, and the deposit refund recorded after it (issue 18 items 4-5).

/** Everything read about tenancies (deposits held, a tenant's tenancies, a unit's history). */
export const tenancyKeys = { all: ['tenancies'] as const };

/** The body the API reads (amounts as whole shillings; a blank amount stays blank for its error). */
export type MoveOutBody = {
  move_out_date: string;
  deductions: { reason: string; amount: number | string }[];
};
export type DepositRefundBody = {
  amount: number | string;
  method: string;
  reference: string;
  paid_on: string;
};

/**
 * A move-out ends the tenancy and frees the unit: the tenant's details and the tenants list
 * (['tenants']), the units and properties (['properties']), the dashboard's figures, the payments
 * screens reading the ledger, and the tenancies (deposits held) all change.
 */
export const moveOutInvalidates: readonly QueryKey[] = [
  ['tenants'],
  propertyKeys.all,
  ['dashboard'],
  ['payments'],
  tenancyKeys.all,
];

/** POST /api/accounts/tenants/{id}/move-out/ */
export function useMoveOut(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveOutBody) =>
      api.post<MoveOutResult>(`/accounts/tenants/${tenantId}/move-out/`, body),
    onSuccess: () => invalidate(queryClient, moveOutInvalidates),
  });
}

/** A refund changes the deposit's status (tenancies, the tenant's details) only; no ledger row. */
export const depositRefundInvalidates: readonly QueryKey[] = [['tenants'], tenancyKeys.all];

/** POST /api/accounts/tenancies/{id}/deposit-refund/ */
export function useRecordDepositRefund(tenancyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositRefundBody) =>
      api.post<DepositRefundResult>(`/accounts/tenancies/${tenancyId}/deposit-refund/`, body),
    onSuccess: () => invalidate(queryClient, depositRefundInvalidates),
  });
}

/** A photo belongs to the tenancy's record (tenancies); nothing else reads it yet. */
export const tenancyPhotoInvalidates: readonly QueryKey[] = [tenancyKeys.all];

/** POST /api/accounts/tenancies/{id}/photos/ (multipart, one photo a request). */
export function useAddTenancyPhoto(tenancyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      // The shared TENANCY_PHOTO_FIELD; spelled here because lib/queries takes no value from
      // @pango/shared (its chunk would carry the shared package into /login's first load).
      form.append('photo', file);
      return api.post<TenancyPhotoRead>(`/accounts/tenancies/${tenancyId}/photos/`, form);
    },
    onSuccess: () => invalidate(queryClient, tenancyPhotoInvalidates),
  });
}
