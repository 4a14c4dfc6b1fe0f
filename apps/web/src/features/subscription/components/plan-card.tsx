import { formatKsh, SUBSCRIPTION_MESSAGES, TEAM_LIMITS } from '@pango/shared';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cx } from '@/lib/class-names';
import { unitsLabel, type PlanOption } from './plan-options';

type PlanCardProps = {
  option: PlanOption;
  unitCount: number;
  isCurrent: boolean;
  isRecommended: boolean;
  onChoose: (option: PlanOption) => void;
};

export function PlanCard({ option, unitCount, isCurrent, isRecommended, onChoose }: PlanCardProps) {
  const headingId = useId();
  const reasonId = useId();
  const isTooSmall = option.maxUnits !== null && unitCount > option.maxUnits;
  const units = unitsLabel(option.minUnits, option.maxUnits ?? option.minUnits);
  return (
    <Card
      className={cx('plan-card', isRecommended && 'plan-card--recommended')}
      aria-labelledby={headingId}
      role="group"
    >
      <div className="plan-card__head">
        <h3 id={headingId}>
          {option.label} <span className="plan-card__units">{units}</span>
        </h3>
        {isCurrent && <Badge tone="success">Current Plan</Badge>}
        {!isCurrent && isRecommended && <Badge tone="brand">Matches your units</Badge>}
      </div>
      <p className="plan-card__price">
        {option.price !== null && formatKsh(option.price)}
        <span className="muted">{option.billingPeriod === 'month' ? ' / month' : ' one-time'}</span>
      </p>
      <ul className="plan-card__features">
        {option.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
        {/* Issue 23 item 5: the team each plan allows besides the owner. */}
        {option.plan && <li>{teamMembersLabel(TEAM_LIMITS[option.plan])}</li>}
      </ul>
      {isTooSmall && (
        <p id={reasonId} className="plan-card__reason">
          {SUBSCRIPTION_MESSAGES.planTooSmall(unitCount)}
        </p>
      )}
      <Button
        isBlock
        variant={isRecommended ? 'primary' : 'secondary'}
        disabled={isTooSmall}
        aria-describedby={isTooSmall ? reasonId : undefined}
        onClick={() => onChoose(option)}
      >
        Choose Plan<span className="visually-hidden">{`: ${option.label} ${units}`}</span>
      </Button>
    </Card>
  );
}

export const teamMembersLabel = (limit: number) =>
  `Up to ${limit} team ${limit === 1 ? 'member' : 'members'}`;
