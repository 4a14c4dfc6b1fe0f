import { REPORT_CATEGORIES, type PropertyRead } from '@pango/shared';
import { Field } from '@/components/ui/field';
import type { ReportFilters as Filters, ReportStatus } from '../api/types';

const STATUS_OPTIONS: ReadonlyArray<{ value: ReportStatus | 'all'; label: string }> = [
  { value: 'all', label: 'All statuses' },
  { value: 'open', label: 'Open' },
  { value: 'pending', label: 'Pending' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'closed', label: 'Closed' },
];

type ReportFiltersProps = {
  properties: PropertyRead[];
  filters: Filters;
  onChange: (filters: Filters) => void;
};

/** Property, status and category: each change is a new server query, not a local filter. */
export function ReportFilters({ properties, filters, onChange }: ReportFiltersProps) {
  return (
    <div className="reports-filters" role="group" aria-label="Filter reports">
      <Field label="Property">
        {(control) => (
          <select
            className="field__input"
            value={filters.propertyId ?? ''}
            onChange={(event) =>
              onChange({
                ...filters,
                propertyId: event.target.value ? Number(event.target.value) : null,
              })
            }
            {...control}
          >
            <option value="">All Properties</option>
            {properties.map((property) => (
              <option key={property.id} value={property.id}>
                {property.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Status">
        {(control) => (
          <select
            className="field__input"
            value={filters.status}
            onChange={(event) =>
              onChange({ ...filters, status: event.target.value as Filters['status'] })
            }
            {...control}
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Category">
        {(control) => (
          <select
            className="field__input"
            value={filters.category}
            onChange={(event) => onChange({ ...filters, category: event.target.value })}
            {...control}
          >
            <option value="">All categories</option>
            {REPORT_CATEGORIES.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
