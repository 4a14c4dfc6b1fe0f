import { PAYMENT_TIMING, subscriptionDisplay, TEAM_MEMBER_RENEWAL } from '@pango/shared';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { usePermission } from '@/lib/permissions';
import { useSubscriptionStatus } from '@/lib/queries/subscription-status';
import './subscription.css';

export const REMIND_LATER_KEY = 'pango.subscriptionRemindLater';

function isSnoozed(now: number): boolean {
  const saved = Number(window.localStorage.getItem(REMIND_LATER_KEY));
  return Number.isFinite(saved) && saved > 0 && now - saved < PAYMENT_TIMING.remindLaterMs;
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * The expiring-soon warning of the admin layout: 7 days or fewer left; Remind Me Later hides it
 * for 24 hours (seed 001 sections 4 and 9).
 */
export function ExpiringBanner() {
  const { data: status } = useSubscriptionStatus();
  const [isHidden, setIsHidden] = useState(() => isSnoozed(Date.now()));
  // A team member cannot open Subscription Plans (issue 23): they are told who can renew.
  const canRenew = usePermission('subscription.manage');
  if (!status || isHidden) return null;
  const display = subscriptionDisplay(status);
  if (!display.isExpiringSoon) return null;

  const title = display.isTrial
    ? `Your Free Trial ends in ${days(status.days_remaining)}`
    : `Your ${display.planLabel} subscription expires in ${days(status.days_remaining)}`;
  return (
    <Alert
      tone="warning"
      title={title}
      className="expiring-banner"
      action={
        <>
          {canRenew && (
            <Link className="btn btn--primary btn--sm" to="/admin/subscription">
              View Subscription Plans
            </Link>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              window.localStorage.setItem(REMIND_LATER_KEY, String(Date.now()));
              setIsHidden(true);
            }}
          >
            Remind Me Later
          </Button>
        </>
      }
    >
      <p>
        {display.statusLabel}
        {display.expiryLabel && ` · ${display.expiryLabel}`}.{' '}
        {canRenew
          ? 'Choose a plan to keep managing your properties without interruption.'
          : TEAM_MEMBER_RENEWAL}
      </p>
    </Alert>
  );
}
