import { SUBSCRIPTION_TIERS, type SubscriptionQuote } from '@pango/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Table, type TableColumn } from '@/components/ui/table';
import { formatKsh, unitCount } from '../format-ksh';
import { StepHeading } from './step-heading';

type SubscriptionStepProps = {
  quote: SubscriptionQuote;
  isBusy: boolean;
  error?: string;
  shouldFocusHeading: boolean;
  onBack: () => void;
  onCreate: () => void;
};

type TierRow = { key: string; units: string; price: string; isCurrent: boolean };

const PRICED_UNITS_MAX = Math.max(...SUBSCRIPTION_TIERS.map((tier) => tier.maxUnits));

function tierRows(totalUnits: number): TierRow[] {
  const rows = SUBSCRIPTION_TIERS.map((tier) => ({
    key: String(tier.minUnits),
    units: `${tier.minUnits}-${tier.maxUnits} units`,
    price: `${formatKsh(tier.price)} per month`,
    isCurrent: totalUnits >= tier.minUnits && totalUnits <= tier.maxUnits,
  }));
  return [
    ...rows,
    {
      key: 'custom',
      units: `More than ${PRICED_UNITS_MAX} units`,
      price: 'Custom pricing',
      isCurrent: totalUnits > PRICED_UNITS_MAX,
    },
  ];
}

const COLUMNS: TableColumn<TierRow>[] = [
  {
    key: 'units',
    header: 'Total units',
    render: (row) => (
      <>
        {row.units}
        {row.isCurrent && <strong className="tier-current"> (your plan)</strong>}
      </>
    ),
  },
  { key: 'price', header: 'Price', render: (row) => row.price, align: 'end' },
];

/** Step 4: the quote for the unit count, the tier table and Create Account. */
export function SubscriptionStep(props: SubscriptionStepProps) {
  const { quote, isBusy, error, onBack, onCreate } = props;
  return (
    <div className="landlord-signup__form">
      <StepHeading shouldFocus={props.shouldFocusHeading}>Subscription</StepHeading>
      <div className="quote">
        <p className="quote__trial">{quote.trial_days}-day free trial</p>
        <p className="quote__price">
          {quote.monthly_price === null
            ? 'Custom pricing: we will call you'
            : `Then ${formatKsh(quote.monthly_price)} per month for ${unitCount(quote.total_units)}`}
        </p>
        <p className="muted">
          Nothing to pay today. Your properties and {unitCount(quote.total_units)} are set up when
          you create the account.
        </p>
      </div>
      <p className="landlord-signup__subtitle" aria-hidden="true">
        Monthly subscription by total units
      </p>
      <Table
        caption="Monthly subscription by total units"
        isCaptionHidden
        columns={COLUMNS}
        rows={tierRows(quote.total_units)}
        rowKey={(row) => row.key}
      />
      {error && <Alert>{error}</Alert>}
      <div className="landlord-signup__actions">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button isBusy={isBusy} onClick={onCreate}>
          {isBusy ? 'Creating account...' : 'Create Account'}
        </Button>
      </div>
    </div>
  );
}
