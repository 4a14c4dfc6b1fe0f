import { useFieldArray, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { unitCount } from '../format-ksh';
import {
  emptyUnit,
  type PropertiesFormValues,
  type PropertyFormValues,
} from '../landlord-signup-values';
import type { PropertiesControl } from './properties-form';
import { UnitRow } from './unit-row';

type PropertyCardProps = {
  index: number;
  control: PropertiesControl;
  register: UseFormRegister<PropertiesFormValues>;
  errors?: FieldErrors<PropertyFormValues>;
  canRemove: boolean;
  onRemove: () => void;
  onBulkAdd: () => void;
};

/** One property: name, address and its unit rows. */
export function PropertyCard(props: PropertyCardProps) {
  const { index, control, register, errors, canRemove, onRemove, onBulkAdd } = props;
  const units = useFieldArray({ control, name: `properties.${index}.units` });
  const title = `Property ${index + 1}`;
  const headingId = `landlord-property-${index}`;
  const unitsError = errors?.units?.root?.message ?? errors?.units?.message;
  return (
    <section className="property-card" aria-labelledby={headingId}>
      <div className="property-card__header">
        <h3 id={headingId} className="property-card__title">
          {title}
        </h3>
        <span className="property-card__count">{unitCount(units.fields.length)}</span>
        {canRemove && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove property ${index + 1}`}
            onClick={onRemove}
          >
            Remove property
          </Button>
        )}
      </div>
      <div className="landlord-signup__grid">
        <TextField
          label="Property Name"
          error={errors?.name?.message}
          {...register(`properties.${index}.name`)}
        />
        <TextField
          label="Property Address"
          error={errors?.address?.message}
          {...register(`properties.${index}.address`)}
        />
      </div>
      <div className="unit-list">
        {units.fields.map((field, unitIndex) => (
          <UnitRow
            key={field.id}
            propertyIndex={index}
            unitIndex={unitIndex}
            control={control}
            register={register}
            errors={errors?.units?.[unitIndex]}
            onRemove={() => units.remove(unitIndex)}
          />
        ))}
      </div>
      {unitsError && <p className="field__error">{unitsError}</p>}
      <div className="property-card__actions">
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            units.append(emptyUnit(), {
              focusName: `properties.${index}.units.${units.fields.length}.unit_number`,
            })
          }
        >
          Add Unit
        </Button>
        <Button variant="secondary" size="sm" onClick={onBulkAdd}>
          Bulk Add
        </Button>
      </div>
    </section>
  );
}
