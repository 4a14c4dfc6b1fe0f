import { ADMIN_MESSAGES, TEAM_MEMBER_UPGRADE } from '@pango/shared';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { usePermission } from '@/lib/permissions';
import { PROPERTY_PAGE_TEXT } from '../messages';
import type { PlanLimit } from '../utils/api-errors';

type LimitReachedAlertProps = {
  limit: PlanLimit;
  resource: 'units' | 'properties';
};

/** A plan-limit 403 (seed 001 section 8): Subscription Limit Reached, the numbers, and upgrading. */
export function LimitReachedAlert({ limit, resource }: LimitReachedAlertProps) {
  // A property manager adds units but cannot change the plan (issue 23): told who can.
  const canUpgrade = usePermission('subscription.manage');
  return (
    <Alert
      tone="warning"
      title={ADMIN_MESSAGES.limitReached}
      action={
        canUpgrade ? (
          <Link className="btn btn--primary btn--sm" to="/admin/subscription">
            Upgrade Subscription
          </Link>
        ) : undefined
      }
    >
      <p>
        Your plan allows {limit.limit} {resource}; you have {limit.current_count}.{' '}
        {canUpgrade ? PROPERTY_PAGE_TEXT.limitAdvice : TEAM_MEMBER_UPGRADE}
      </p>
    </Alert>
  );
}
