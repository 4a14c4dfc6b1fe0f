import { PAYMENT_MESSAGES } from '@pango/shared';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import './subscription.css';

/** The gate's screen when the subscription has expired (seed 001 section 2, Subscription gate). */
export function SubscriptionRequired() {
  return (
    <div className="page">
      <title>{`${PAYMENT_MESSAGES.subscriptionRequired} · Pango`}</title>
      <Card className="subscription-required">
        <h1>{PAYMENT_MESSAGES.subscriptionRequired}</h1>
        <p>{PAYMENT_MESSAGES.subscriptionExpiredDetail}</p>
        <div className="subscription-required__actions">
          <Link className="btn btn--primary" to="/admin/subscription">
            Renew Subscription
          </Link>
          <Link className="btn btn--secondary" to="/admin/dashboard">
            Back to Dashboard
          </Link>
        </div>
      </Card>
    </div>
  );
}
