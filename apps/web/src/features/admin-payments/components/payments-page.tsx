import { Link } from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { useSelectedPropertyId } from '@/lib/selected-property';
import { useLandlordProperties } from '@/lib/queries/properties';
import { useUnits } from '@/lib/queries/units';
import { AllPayments } from './all-payments';
import { ArrearsLink } from './arrears-link';
import { BulkPriceUpdate } from './bulk-price-update';
import { CollectedForYouLink } from './collected-for-you-link';
import { UnclaimedDepositsLink } from './unclaimed-deposits-link';
import { UnmatchedPaymentsLink } from './unmatched-payments-link';
import { UnitPrices } from './unit-prices';
import './payments.css';
import './unclaimed-deposits.css';

/** /admin/payments (seed 001 section 2 "Payments"). */
export function PaymentsPage() {
  const [storedId, setSelectedId] = useSelectedPropertyId();
  const properties = useLandlordProperties();
  const list = properties.data?.results ?? [];
  // A stored id that is not one of the landlord's properties reads as all properties.
  const selected = list.find((property) => property.id === storedId) ?? null;
  const propertyId = properties.isError ? storedId : (selected?.id ?? null);
  const isReady = !properties.isPending;
  const units = useUnits(propertyId, isReady);

  return (
    <div className="payments-page">
      <div className="payments-page__header">
        <h1>Payments</h1>
        {list.length > 0 && (
          <Field label="Property" className="payments-property">
            {(control) => (
              <select
                className="field__input"
                value={propertyId ?? ''}
                onChange={(event) =>
                  setSelectedId(event.target.value ? Number(event.target.value) : null)
                }
                {...control}
              >
                <option value="">All Properties</option>
                {list.map((property) => (
                  <option key={property.id} value={property.id}>
                    {property.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      <ArrearsLink />
      <UnmatchedPaymentsLink />
      <UnclaimedDepositsLink />
      <CollectedForYouLink />
      <Card className="unclaimed-link" role="group" aria-labelledby="kra-mri-link-title">
        <div>
          <h2 id="kra-mri-link-title" className="unclaimed-link__title">
            KRA Monthly Rental Income
          </h2>
          <p className="muted">Last month’s rent, tax and the CSV for your iTax return.</p>
        </div>
        <Link className="btn btn--secondary" to="/admin/payments/tax">
          Open tax figures
        </Link>
      </Card>
      <AllPayments
        propertyId={propertyId}
        propertyName={selected?.name ?? null}
        isReady={isReady}
      />
      <UnitPrices
        units={units.data}
        isLoading={units.isPending}
        isError={units.isError}
        onRetry={() => void units.refetch()}
      />
      <BulkPriceUpdate propertyId={propertyId} units={units.data ?? []} />
    </div>
  );
}
