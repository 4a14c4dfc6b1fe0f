import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useBillingRules } from '@/lib/queries/billing';
import { useUnits } from '@/lib/queries/units';
import { MeterUnitForm } from './meter-unit-form';
import { PropertySelect } from './property-select';
import { useSelectedProperty } from './use-selected-property';
import './billing.css';

/**
 * /admin/meter-readings (issue 20, item 2): phone-first, read standing in a corridor. Choose the
 * property and the meter, then walk unit by unit with "Save & next unit".
 */
export function MeterReadingsPage() {
  const { properties, list, property, select } = useSelectedProperty();
  const propertyId = property?.id ?? null;
  const rules = useBillingRules(propertyId);
  const units = useUnits(propertyId, propertyId !== null);
  const meters = rules.data?.metered_charges ?? [];
  const [chargeName, setChargeName] = useState<string | null>(null);
  const [index, setIndex] = useState(0);
  const charge = meters.find((m) => m.name === chargeName) ?? meters[0] ?? null;
  const unitList = units.data ?? [];
  const unit = unitList[index];
  const failed = [properties, rules, units].find((q) => q.isError);

  const onSelectProperty = (id: number) => {
    select(id);
    setChargeName(null);
    setIndex(0);
  };

  return (
    <div className="page meter-page">
      <title>Meter readings · Pango</title>
      <div className="page__header">
        <h1>Meter readings</h1>
        <p className="muted">This month&apos;s reading for each unit, one unit at a time.</p>
      </div>
      {failed ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void failed.refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load the property&apos;s meters.
        </Alert>
      ) : properties.isPending ? (
        <Spinner label="Loading properties..." />
      ) : !property ? (
        <Card>
          <p>Add a property first.</p>
          <Link className="btn btn--primary" to="/admin/add-property">
            Create New Property
          </Link>
        </Card>
      ) : (
        <>
          <PropertySelect properties={list} value={property.id} onChange={onSelectProperty} />
          {rules.isPending || units.isPending ? (
            <Spinner label="Loading meters and units..." />
          ) : meters.length === 0 ? (
            <Card>
              <p>{property.name} has no metered charge yet.</p>
              <Link
                className="btn btn--primary"
                to={`/admin/settings/billing?property=${property.id}`}
              >
                Set up water or power billing
              </Link>
            </Card>
          ) : (
            <>
              <Field label="Meter" className="billing-select">
                {(control) => (
                  <select
                    className="field__input"
                    value={charge?.name ?? ''}
                    onChange={(event) => {
                      setChargeName(event.target.value);
                      setIndex(0);
                    }}
                    {...control}
                  >
                    {meters.map((m) => (
                      <option key={m.name} value={m.name}>
                        {`${m.name} (${m.unit})`}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Card>
                {unitList.length === 0 ? (
                  <p>{property.name} has no units yet.</p>
                ) : unit && charge ? (
                  <MeterUnitForm
                    key={`${unit.id}:${charge.name}`}
                    unit={unit}
                    charge={charge}
                    position={`Unit ${index + 1} of ${unitList.length}`}
                    onNext={() => setIndex((i) => i + 1)}
                    onPrevious={index > 0 ? () => setIndex((i) => i - 1) : null}
                  />
                ) : (
                  <div className="meter-unit">
                    <Alert tone="success">
                      <p>{`All ${unitList.length} units done for ${charge?.name ?? 'this meter'}.`}</p>
                    </Alert>
                    <Button variant="secondary" onClick={() => setIndex(0)}>
                      Start again from the first unit
                    </Button>
                  </div>
                )}
              </Card>
            </>
          )}
        </>
      )}
    </div>
  );
}
