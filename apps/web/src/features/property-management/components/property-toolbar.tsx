import type { PropertyRead } from '@pango/shared';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { usePermission } from '@/lib/permissions';
import { Field } from '@/components/ui/field';

type PropertyToolbarProps = {
  properties: PropertyRead[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onRefresh: () => void;
  isRefreshing: boolean;
};

/** Property selector, Refresh Data and the way to Create New Property (seed 001 section 2). */
export function PropertyToolbar(props: PropertyToolbarProps) {
  const { properties, selectedId, onSelect, onRefresh, isRefreshing } = props;
  // Issue 23: billing rules are rent; a new property is the editors'.
  const canEdit = usePermission('rent.write');
  return (
    <div className="pm-toolbar">
      {properties.length > 0 && (
        <Field label="Property" className="pm-toolbar__select">
          {(control) => (
            <select
              className="field__input"
              value={selectedId ?? ''}
              onChange={(event) => onSelect(Number(event.target.value))}
              {...control}
            >
              {properties.map((property) => (
                <option key={property.id} value={property.id}>
                  {property.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className="pm-row-actions">
        <Button variant="secondary" isBusy={isRefreshing} onClick={onRefresh}>
          Refresh Data
        </Button>
        {selectedId !== null && (
          <>
            {canEdit && (
              <Link
                className="btn btn--secondary"
                to={`/admin/settings/billing?property=${selectedId}`}
              >
                Billing rules
              </Link>
            )}
            <Link
              className="btn btn--secondary"
              to={`/admin/meter-readings?property=${selectedId}`}
            >
              Meter readings
            </Link>
          </>
        )}
        {canEdit && (
          <Link className="btn btn--primary" to="/admin/add-property">
            Create New Property
          </Link>
        )}
      </div>
    </div>
  );
}
