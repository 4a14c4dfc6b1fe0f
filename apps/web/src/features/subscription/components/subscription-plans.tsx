import {
  PAYMENT_MESSAGES,
  SUPPORT_PHONE,
  subscriptionDisplay,
  tierForUnitCount,
  type LandlordSubscriptionStatus,
  TEAM_LIMITS,
  type PlanName,
} from '@pango/shared';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSubscriptionStatus } from '@/lib/queries/subscription-status';
import { PlanCard, teamMembersLabel } from './plan-card';
import {
  ENTERPRISE_OPTION,
  LIFETIME_OPTION,
  MONTHLY_OPTIONS,
  type PlanOption,
} from './plan-options';
import './subscription.css';

const telHref = `tel:${SUPPORT_PHONE.replaceAll(' ', '')}`;

/** /admin/subscription: Subscription Plans (seed 001 sections 2 and 9). */
export function SubscriptionPlans() {
  const { data: status, isPending } = useSubscriptionStatus();
  const navigate = useNavigate();
  const choose = (option: PlanOption) =>
    navigate('/admin/subscription/payment', { state: { plan: option.plan } });

  return (
    <div className="page subscription-plans">
      <title>Subscription Plans · Pango</title>
      <div className="page__header">
        <h1>Subscription Plans</h1>
        <p className="muted">Plans are priced by the total number of units you manage.</p>
      </div>
      {isPending || !status ? (
        <Spinner label="Loading your subscription..." />
      ) : (
        <PlanList status={status} onChoose={choose} />
      )}
    </div>
  );
}

function PlanList({
  status,
  onChoose,
}: {
  status: LandlordSubscriptionStatus;
  onChoose: (option: PlanOption) => void;
}) {
  const display = subscriptionDisplay(status);
  const units = status.unit_count;
  const recommended = tierForUnitCount(units);
  const isCurrent = (option: PlanOption) =>
    display.isActive &&
    option.plan === status.plan &&
    (option.plan !== 'basic' || option.id === `basic-${recommended?.maxUnits}`);

  return (
    <>
      <Card className="current-plan" aria-labelledby="current-plan-title">
        <h2 id="current-plan-title">Current Plan</h2>
        <p className="current-plan__name">{display.planLabel}</p>
        <p>
          Status: <strong>{display.statusLabel}</strong>
        </p>
        {display.expiryLabel && <p>{display.expiryLabel}</p>}
        {display.isTrial && display.isActive && (
          <p>Free trial days remaining: {status.days_remaining}</p>
        )}
        <p className="muted">
          You manage {units} {units === 1 ? 'unit' : 'units'} in {status.property_count}{' '}
          {status.property_count === 1 ? 'property' : 'properties'}.
        </p>
        {status.plan in TEAM_LIMITS && (
          <p className="muted">
            {teamMembersLabel(TEAM_LIMITS[status.plan as PlanName])} on this plan, besides you.
          </p>
        )}
      </Card>

      <section aria-labelledby="lifetime-title" className="plan-section">
        <h2 id="lifetime-title">Pay Once, Use Forever</h2>
        <PlanCard
          option={LIFETIME_OPTION}
          unitCount={units}
          isCurrent={isCurrent(LIFETIME_OPTION)}
          isRecommended={false}
          onChoose={onChoose}
        />
      </section>

      <section aria-labelledby="monthly-title" className="plan-section">
        <h2 id="monthly-title">Monthly Plans</h2>
        <div className="plan-grid">
          {MONTHLY_OPTIONS.map((option) => (
            <PlanCard
              key={option.id}
              option={option}
              unitCount={units}
              isCurrent={isCurrent(option)}
              isRecommended={option.maxUnits === recommended?.maxUnits}
              onChoose={onChoose}
            />
          ))}
          <Card className="plan-card" role="group" aria-labelledby="enterprise-title">
            <h3 id="enterprise-title">
              {ENTERPRISE_OPTION.label} <span className="plan-card__units">101+ units</span>
            </h3>
            <p className="plan-card__price">Custom pricing</p>
            <p>{PAYMENT_MESSAGES.enterpriseByPhone}</p>
            <a className="btn btn--secondary btn--block" href={telHref}>
              Call {SUPPORT_PHONE}
            </a>
          </Card>
        </div>
      </section>

      <Card className="plan-help" aria-labelledby="plan-help-title">
        <h2 id="plan-help-title">Need Help Choosing?</h2>
        <p>
          Pick the plan that covers all your units: you can move to a larger plan at any time. Call
          us on <a href={telHref}>{SUPPORT_PHONE}</a> or visit{' '}
          <Link to="/admin/help">Help and Support</Link>.
        </p>
      </Card>
    </>
  );
}
