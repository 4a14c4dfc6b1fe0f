import { ADMIN_MESSAGES } from '@pango/shared';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PROPERTY_PAGE_TEXT } from '../messages';
import type { PlanLimit } from '../utils/api-errors';

type LimitReachedAlertProps = {
  limit: PlanLimit;
  resource: 'units' | 'properties';
};

/** A plan-limit 403 (seed 001 section 8): Subscription Limit Reached, the numbers, and upgrading. */
export function LimitReachedAlert({ limit, resource }: LimitReachedAlertProps) {
  return (
    <Alert
      tone="warning"
      title={ADMIN_MESSAGES.limitReached}
      action={
        <Link className="btn btn--primary btn--sm" to="/admin/subscription">
          Upgrade Subscription
        </Link>
      }
    >
      <p>
        Your plan allows {limit.limit} {resource}; you have {limit.current_count}.{' '}
        {PROPERTY_PAGE_TEXT.limitAdvice}
      </p>
    </Alert>
  );
}
