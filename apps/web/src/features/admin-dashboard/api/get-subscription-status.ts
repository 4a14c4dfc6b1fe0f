import {
  FALLBACK_SUBSCRIPTION,
  PAYMENT_TIMING,
  type LandlordSubscriptionStatus,
} from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/accounts/subscription/status/ under the subscription feature's key (['subscription',
 * 'status']) and with the same fallback, so the banner and the dashboard share one cached status.
 */
async function getSubscriptionStatus(): Promise<LandlordSubscriptionStatus> {
  try {
    return await api.get<LandlordSubscriptionStatus>('/accounts/subscription/status/');
  } catch (error) {
    console.error('[subscription] status fetch failed; treating the plan as free', error);
    return { ...FALLBACK_SUBSCRIPTION, unit_count: 0, property_count: 0 };
  }
}

export const subscriptionStatusQuery = () =>
  queryOptions({
    queryKey: ['subscription', 'status'],
    queryFn: getSubscriptionStatus,
    staleTime: PAYMENT_TIMING.subscriptionStatusPollMs,
    refetchInterval: PAYMENT_TIMING.subscriptionStatusPollMs,
  });

export function useSubscriptionStatus() {
  return useQuery(subscriptionStatusQuery());
}
