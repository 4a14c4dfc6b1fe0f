import { PAYMENT_MESSAGES, TEAM_MEMBER_RENEWAL } from '@pango/shared';
import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { usePermission } from '@/lib/permissions';
import './subscription.css';

/** The gate's screen when the subscription has expired (seed 001 section 2, Subscription gate). */
export function SubscriptionRequired() {
  // A team member cannot renew, and may not read the dashboard (issue 23): no link to either.
  const canRenew = usePermission('subscription.manage');
  const hasDashboard = usePermission('money.read');
  return (
    <div className="page">
      <title>{`${PAYMENT_MESSAGES.subscriptionRequired} · Pango`}</title>
      <Card className="subscription-required">
        <h1>{PAYMENT_MESSAGES.subscriptionRequired}</h1>
        <p>{canRenew ? PAYMENT_MESSAGES.subscriptionExpiredDetail : TEAM_MEMBER_RENEWAL}</p>
        <div className="subscription-required__actions">
          {canRenew && (
            <Link className="btn btn--primary" to="/admin/subscription">
              Renew Subscription
            </Link>
          )}
          {hasDashboard ? (
            <Link className="btn btn--secondary" to="/admin/dashboard">
              Back to Dashboard
            </Link>
          ) : (
            <Link className="btn btn--secondary" to="/admin">
              Back to Property Management
            </Link>
          )}
        </div>
      </Card>
    </div>
  );
}
