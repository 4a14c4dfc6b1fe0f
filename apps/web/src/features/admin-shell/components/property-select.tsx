import { useId } from 'react';
import { useActiveProperty } from '../hooks/use-active-property';

/**
 * The selected property of the top bar: one choice shared by every admin screen and kept across
 * reloads (lib/selected-property.ts); "All properties" clears it.
 */
export function PropertySelect() {
  const { selectedId, setSelectedId, properties } = useActiveProperty();
  const id = useId();
  return (
    <div className="property-select">
      <label htmlFor={id} className="visually-hidden">
        Selected property
      </label>
      <select
        id={id}
        className="property-select__control"
        value={selectedId === null ? '' : String(selectedId)}
        onChange={(event) => {
          const value = event.target.value;
          setSelectedId(value === '' ? null : Number(value));
        }}
      >
        <option value="">All properties</option>
        {properties.map((property) => (
          <option key={property.id} value={property.id}>
            {property.name}
          </option>
        ))}
      </select>
    </div>
  );
}
