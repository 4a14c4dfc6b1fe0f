import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { smsBalanceQuery } from '@/lib/queries/sms';

/** Billing: the subscription plans and SMS credits screens (seed 001 section 2; issue 25). */
export function BillingCard() {
  const balance = useQuery(smsBalanceQuery());
  return (
    <Card aria-labelledby="billing-title" className="settings-card">
      <h2 id="billing-title">Billing</h2>
      <p className="muted">Manage your subscription plan and SMS credits.</p>
      <p aria-live="polite">
        {balance.isPending
          ? 'Loading your SMS balance...'
          : balance.isError
            ? 'Could not load your SMS balance.'
            : `SMS balance: ${balance.data.credits.toLocaleString('en-KE')} credits`}
        {balance.data?.expiring[0] &&
          ` (${balance.data.expiring[0].credits.toLocaleString('en-KE')} expire on ${new Date(
            balance.data.expiring[0].expires_at,
          ).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })})`}
      </p>
      <div className="settings-card__actions">
        <Link className="btn btn--primary" to="/admin/subscription">
          Subscription Plans
        </Link>
        <Link className="btn btn--secondary" to="/admin/sms-purchase">
          SMS Credits
        </Link>
        <Link className="btn btn--secondary" to="/admin/sms-history">
          SMS History
        </Link>
      </div>
    </Card>
  );
}
