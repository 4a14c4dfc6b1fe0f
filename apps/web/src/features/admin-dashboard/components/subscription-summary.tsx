import { subscriptionDisplay } from '@pango/shared';
import { Link } from '@/components/ui/link';
import { cx } from '@/lib/class-names';
import { usePermission } from '@/lib/permissions';
import { useSubscriptionStatus } from '@/lib/queries/subscription-status';

/**
 * The dashboard's subscription banner: plan and status, and the way to the plans. It keeps its
 * place while the status loads, so the screen below it does not jump when it arrives.
 */
export function SubscriptionSummary() {
  const { data: status } = useSubscriptionStatus();
  const display = status ? subscriptionDisplay(status) : null;
  // An accountant or property manager reads the plan but cannot change it (issue 23).
  const canRenew = usePermission('subscription.manage');
  return (
    <div
      className={cx(
        'dashboard-subscription',
        display && !display.isActive && 'dashboard-subscription--inactive',
      )}
      aria-busy={!display}
    >
      {display ? (
        <p>
          {/* A trial's status already names the plan ("Free Trial (Active)"): said once. */}
          <strong>Subscription: {display.isTrial ? display.statusLabel : display.planLabel}</strong>
          <span className="dashboard-subscription__status">
            {!display.isTrial && ` · ${display.statusLabel}`}
            {display.expiryLabel && ` · ${display.expiryLabel}`}
          </span>
        </p>
      ) : (
        <p className="muted">Subscription: loading...</p>
      )}
      {canRenew && (
        <Link className="btn btn--secondary btn--sm" to="/admin/subscription">
          View Subscription Plans
        </Link>
      )}
    </div>
  );
}
