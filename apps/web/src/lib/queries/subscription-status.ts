import {
  FALLBACK_SUBSCRIPTION,
  PAYMENT_TIMING,
  type LandlordSubscriptionStatus,
} from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export const SUBSCRIPTION_STATUS_PATH = '/accounts/subscription/status/';
/** Everything about the landlord's plan: a completed subscription payment invalidates it. */
export const subscriptionKeys = { all: ['subscription'] as const };

/** What the screens assume when the status cannot be read (seed 001: treated as free). */
export const FALLBACK_STATUS: LandlordSubscriptionStatus = {
  ...FALLBACK_SUBSCRIPTION,
  unit_count: 0,
  property_count: 0,
};

/** GET /api/accounts/subscription/status/; a failure is logged and read as the free plan. */
export async function getSubscriptionStatus(): Promise<LandlordSubscriptionStatus> {
  try {
    return await api.get<LandlordSubscriptionStatus>(SUBSCRIPTION_STATUS_PATH);
  } catch (error) {
    console.error('[subscription] status fetch failed; treating the plan as free', error);
    return FALLBACK_STATUS;
  }
}

export const subscriptionStatusQuery = () =>
  queryOptions({
    queryKey: ['subscription', 'status'],
    queryFn: getSubscriptionStatus,
    staleTime: PAYMENT_TIMING.subscriptionStatusPollMs,
    refetchInterval: PAYMENT_TIMING.subscriptionStatusPollMs,
  });

/** The landlord's subscription, polled every 5 minutes; never fetched for tenants. */
export function useSubscriptionStatus() {
  const { userType } = useAuth();
  return useQuery({ ...subscriptionStatusQuery(), enabled: userType === 'landlord' });
}
