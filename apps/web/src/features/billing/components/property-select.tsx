import type { PropertyRead } from '@pango/shared';
import { Field } from '@/components/ui/field';

/** The property a billing screen works on (the landlord's own, from the properties query). */
export function PropertySelect(props: {
  properties: PropertyRead[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  return (
    <Field label="Property" className="billing-select">
      {(control) => (
        <select
          className="field__input"
          value={props.value ?? ''}
          onChange={(event) => props.onChange(Number(event.target.value))}
          {...control}
        >
          {props.properties.map((property) => (
            <option key={property.id} value={property.id}>
              {property.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
