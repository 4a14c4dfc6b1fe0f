import type {
  BillingRulesInput,
  BillingRulesRead,
  MeterReadingInput,
  MeterReadingList,
  MeterReadingRead,
} from '@pango/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';

// A property's billing rules and its units' meter readings (issue 20, ADR 023).

export const billingKeys = {
  all: ['billing'] as const,
  rules: (propertyId: number) => ['billing', 'rules', propertyId] as const,
  readings: (unitId: number, charge: string) => ['billing', 'readings', unitId, charge] as const,
};

const rulesPath = (propertyId: number) => `/accounts/properties/${propertyId}/billing/`;
const readingsPath = (unitId: number) => `/accounts/units/${unitId}/meter-readings/`;

/** GET /api/accounts/properties/{id}/billing/ */
export const billingRulesQuery = (propertyId: number) =>
  queryOptions({
    queryKey: billingKeys.rules(propertyId),
    queryFn: () => api.get<BillingRulesRead>(rulesPath(propertyId)),
  });

export function useBillingRules(propertyId: number | null) {
  return useQuery({ ...billingRulesQuery(propertyId ?? 0), enabled: propertyId !== null });
}

/** PUT /api/accounts/properties/{id}/billing/: refreshes that property's rules. */
export function useSaveBillingRules(propertyId: number) {
  const queryClient = useQueryClient();
  const invalidates = [billingKeys.rules(propertyId)];
  return useMutation({
    mutationFn: (rules: BillingRulesInput) =>
      api.put<BillingRulesRead>(rulesPath(propertyId), rules),
    onSuccess: () => invalidate(queryClient, invalidates),
  });
}

/** The two latest readings of one meter: this month's (if taken) and the one before. */
const LATEST_PAGE = 2;

/** GET /api/accounts/units/{id}/meter-readings/?charge= (newest first). */
export const meterReadingsQuery = (unitId: number, charge: string) =>
  queryOptions({
    queryKey: billingKeys.readings(unitId, charge),
    queryFn: () =>
      api.get<MeterReadingList>(readingsPath(unitId), {
        params: { charge, page_size: LATEST_PAGE },
      }),
  });

export function useMeterReadings(unitId: number | null, charge: string | null) {
  return useQuery({
    ...meterReadingsQuery(unitId ?? 0, charge ?? ''),
    enabled: unitId !== null && charge !== null,
  });
}

/** POST /api/accounts/units/{id}/meter-readings/: refreshes that unit's readings of the charge. */
/** PUT /api/accounts/meter-readings/{id}/photo/ (multipart `photo`): the meter's photo. */
export function useAttachMeterPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      readingId,
      file,
    }: {
      readingId: number;
      unitId: number;
      charge: string;
      file: File;
    }) => {
      const body = new FormData();
      body.append('photo', file);
      return api.put<{ id: number; photo_url: string }>(
        `/accounts/meter-readings/${readingId}/photo/`,
        body,
      );
    },
    onSuccess: (_saved, { unitId, charge }) =>
      invalidate(queryClient, [billingKeys.readings(unitId, charge)]),
  });
}

export function useRecordMeterReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ unitId, ...input }: MeterReadingInput & { unitId: number }) =>
      api.post<MeterReadingRead>(readingsPath(unitId), input),
    onSuccess: (_reading, { unitId, charge }) =>
      invalidate(queryClient, [billingKeys.readings(unitId, charge)]),
  });
}
