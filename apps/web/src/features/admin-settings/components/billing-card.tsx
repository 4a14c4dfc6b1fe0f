import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';

/** Billing: the subscription plans and SMS credits screens (seed 001 section 2). */
export function BillingCard() {
  return (
    <Card aria-labelledby="billing-title" className="settings-card">
      <h2 id="billing-title">Billing</h2>
      <p className="muted">Manage your subscription plan and SMS credits.</p>
      <div className="settings-card__actions">
        <Link className="btn btn--primary" to="/admin/subscription">
          Subscription Plans
        </Link>
        <Link className="btn btn--secondary" to="/admin/sms-purchase">
          SMS Credits
        </Link>
      </div>
    </Card>
  );
}
