import { ADMIN_MESSAGES, formatKsh, roomTypeLabel, type UnitRead } from '@pango/shared';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateUnitRent } from '../api/update-rents';
import { PAYMENTS_TEXT } from '../messages';

type UnitPricesProps = {
  units: UnitRead[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
};

const unitTypeName = (unit: UnitRead) => roomTypeLabel(unit.room_type);

function matches(unit: UnitRead, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const tenant = unit.tenant_obj
    ? `${unit.tenant_obj.first_name} ${unit.tenant_obj.last_name}`
    : '';
  return [unit.unit_number, unitTypeName(unit), unit.property_name, tenant].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** The Unit Rental Prices grid: search over the loaded units and inline rent editing. */
export function UnitPrices({ units, isLoading, isError, onRetry }: UnitPricesProps) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ id: number; value: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateUnitRent();

  function save() {
    if (!editing) return;
    const rent = Number(editing.value);
    if (!editing.value.trim() || !Number.isInteger(rent) || rent <= 0) {
      setError(PAYMENTS_TEXT.unitRentFailed);
      return;
    }
    setError(null);
    update.mutate(
      { id: editing.id, rent },
      {
        onSuccess: () => setEditing(null),
        onError: () => setError(PAYMENTS_TEXT.unitRentFailed),
      },
    );
  }

  const shown = (units ?? []).filter((unit) => matches(unit, search));
  return (
    <section aria-labelledby={headingId} className="payments-section">
      <div className="payments-section__header">
        <h2 id={headingId}>Unit Rental Prices</h2>
        <Field label="Search for unit" className="payments-search">
          {(control) => (
            <input
              type="search"
              className="field__input"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              {...control}
            />
          )}
        </Field>
      </div>
      {error && <Alert>{error}</Alert>}
      {isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try Again
            </Button>
          }
        >
          {ADMIN_MESSAGES.loadUnitsFailed}
        </Alert>
      ) : isLoading || !units ? (
        <Spinner label="Loading units" />
      ) : shown.length === 0 ? (
        <p className="payments-empty">
          {units.length ? 'No units match your search.' : 'No units yet.'}
        </p>
      ) : (
        <ul className="unit-prices" aria-label="Units">
          {shown.map((unit) => {
            const isEditing = editing?.id === unit.id;
            return (
              <li key={unit.id} className="unit-price">
                <p className="unit-price__title">Unit {unit.unit_number}</p>
                <p className="unit-price__meta">
                  {unitTypeName(unit)} · {unit.property_name}
                </p>
                {isEditing ? (
                  <div className="unit-price__edit">
                    <Field label={`Monthly rent for unit ${unit.unit_number} (KSh)`}>
                      {(control) => (
                        <input
                          type="number"
                          inputMode="numeric"
                          min={1}
                          step={1}
                          className="field__input"
                          value={editing.value}
                          onChange={(event) =>
                            setEditing({ id: unit.id, value: event.target.value })
                          }
                          onKeyDown={(event) => {
                            if (event.key === 'Enter') save();
                          }}
                          {...control}
                        />
                      )}
                    </Field>
                    <div className="unit-price__actions">
                      <Button size="sm" isBusy={update.isPending} onClick={save}>
                        Save
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => {
                          setEditing(null);
                          setError(null);
                        }}
                      >
                        Cancel
                      </Button>
                    </div>
                  </div>
                ) : (
                  <div className="unit-price__view">
                    <p className="unit-price__rent">{formatKsh(unit.rent)}</p>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit rent of unit ${unit.unit_number}`}
                      onClick={() => {
                        setError(null);
                        setEditing({ id: unit.id, value: String(unit.rent) });
                      }}
                    >
                      Edit
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
