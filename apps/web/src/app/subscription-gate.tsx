import { isSubscriptionActive } from '@pango/shared';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useSubscriptionStatus } from '@/lib/queries/subscription-status';
import { SubscriptionRequired } from '@/features/subscription/components/subscription-required';

/**
 * Wraps the admin screens that need an active subscription (seed 001 section 2: tenants, their
 * two sub-pages, reports, payments, organisation). The server enforces the same rule.
 */
export function SubscriptionGate() {
  const { data: status, isPending } = useSubscriptionStatus();
  if (isPending || !status) return <Spinner label="Checking your subscription..." />;
  if (!isSubscriptionActive(status)) return <SubscriptionRequired />;
  return <Outlet />;
}
