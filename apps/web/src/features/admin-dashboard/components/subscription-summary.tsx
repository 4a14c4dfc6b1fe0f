import { subscriptionDisplay } from '@pango/shared';
import { Link } from 'react-router-dom';
import { cx } from '@/lib/class-names';
import { useSubscriptionStatus } from '../api/get-subscription-status';

/** The dashboard's subscription banner: plan and status, and the way to the plans. */
export function SubscriptionSummary() {
  const { data: status } = useSubscriptionStatus();
  if (!status) return null;
  const display = subscriptionDisplay(status);
  return (
    <div
      className={cx(
        'dashboard-subscription',
        !display.isActive && 'dashboard-subscription--inactive',
      )}
    >
      <p>
        <strong>Subscription: {display.planLabel}</strong>
        <span className="dashboard-subscription__status">
          {' '}
          · {display.statusLabel}
          {display.expiryLabel && ` · ${display.expiryLabel}`}
        </span>
      </p>
      <Link className="btn btn--secondary btn--sm" to="/admin/subscription">
        View Subscription Plans
      </Link>
    </div>
  );
}
