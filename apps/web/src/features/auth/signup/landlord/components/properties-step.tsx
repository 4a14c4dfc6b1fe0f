import {
  countUnits,
  subscriptionQuote,
  type SubscriptionQuote,
  type UnitDraft,
} from '@pango/shared';
import { useCallback, useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { failureMessage, serverFieldErrors } from '../api/registration-errors';
import { useSavePropertiesStep } from '../api/save-properties-step';
import { unitCount } from '../format-ksh';
import {
  emptyProperty,
  type PropertiesFormValues,
  type PropertyFormValues,
  type ServerFieldErrors,
} from '../landlord-signup-values';
import { BulkAddDialog } from './bulk-add-dialog';
import {
  errorMessages,
  isBlankUnit,
  propertiesResolver,
  splitServerErrors,
  toUnitForm,
  type PropertiesControl,
  type PropertiesForm,
} from './properties-form';
import { PropertyCard } from './property-card';
import { StepHeading } from './step-heading';

type PropertiesStepProps = {
  sessionId: string;
  defaultProperties: PropertyFormValues[];
  serverErrors: ServerFieldErrors | null;
  shouldFocusHeading: boolean;
  onChange: (properties: PropertyFormValues[]) => void;
  onBack: (properties: PropertyFormValues[]) => void;
  onSaved: (properties: PropertyFormValues[], quote: SubscriptionQuote) => void;
};

/** Step 3: properties and their units; Continue gets the subscription quote from the server. */
export function PropertiesStep(props: PropertiesStepProps) {
  const { sessionId, defaultProperties, serverErrors, onChange, onBack, onSaved } = props;
  const form = useForm<PropertiesFormValues, unknown, PropertiesForm>({
    resolver: propertiesResolver,
    defaultValues: { properties: defaultProperties },
    // Re-checking a long unit list on every keystroke is wasted work: check on leaving a field.
    reValidateMode: 'onBlur',
  });
  const { control, register, formState, getValues, setValue, setError, subscribe } = form;
  const properties = useFieldArray({ control, name: 'properties' });
  const save = useSavePropertiesStep();
  const [failure, setFailure] = useState(() => splitServerErrors(serverErrors).rest[0]);
  const [bulkTarget, setBulkTarget] = useState<number | null>(null);

  useEffect(() => {
    // Saved on every change (bulk adds included) so a reload keeps the list.
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => onChange(values.properties),
    });
  }, [subscribe, onChange]);

  /** Puts the server's messages on their fields; returns the ones no field here owns. */
  const applyServerErrors = useCallback(
    (errors: ServerFieldErrors | null): string[] => {
      const { fields, rest } = splitServerErrors(errors);
      for (const [path, message] of fields) setError(path, { type: 'server', message });
      return rest;
    },
    [setError],
  );

  // Errors the server gave at Create Account, shown when the wizard comes back to this step.
  useEffect(() => {
    applyServerErrors(serverErrors);
  }, [applyServerErrors, serverErrors]);

  const onSubmit = form.handleSubmit(async (parsed) => {
    setFailure(undefined);
    try {
      const result = await save.mutateAsync({ sessionId, properties: parsed.properties });
      onSaved(
        getValues('properties'),
        result.quote ?? subscriptionQuote(countUnits(parsed.properties)),
      );
    } catch (error) {
      const fields = serverFieldErrors(error);
      setFailure(fields ? applyServerErrors(fields)[0] : failureMessage(error));
    }
  });

  const addBulkUnits = (units: UnitDraft[]) => {
    if (bulkTarget === null) return;
    const name = `properties.${bulkTarget}.units` as const;
    const kept = getValues(name).filter((unit) => !isBlankUnit(unit));
    setValue(name, [...kept, ...units.map(toUnitForm)], { shouldDirty: true });
    setBulkTarget(null);
  };

  const messages = errorMessages(formState.errors);
  return (
    <>
      <form className="landlord-signup__form" noValidate onSubmit={onSubmit}>
        <StepHeading shouldFocus={props.shouldFocusHeading}>Property Setup</StepHeading>
        <p className="muted">
          Add each property and its units. Bulk Add creates many units at once.
        </p>
        {properties.fields.map((field, index) => (
          <PropertyCard
            key={field.id}
            index={index}
            control={control}
            register={register}
            errors={formState.errors.properties?.[index]}
            canRemove={properties.fields.length > 1}
            onRemove={() => properties.remove(index)}
            onBulkAdd={() => setBulkTarget(index)}
          />
        ))}
        <Button variant="secondary" isBlock onClick={() => properties.append(emptyProperty())}>
          Add Another Property
        </Button>
        <TotalUnits control={control} />
        {messages.length > 0 && (
          <Alert title="Please fix the following:">
            <ul className="landlord-signup__messages">
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Alert>
        )}
        {failure && <Alert>{failure}</Alert>}
        <div className="landlord-signup__actions">
          <Button variant="secondary" onClick={() => onBack(getValues('properties'))}>
            Back
          </Button>
          <Button type="submit" isBusy={formState.isSubmitting}>
            Continue
          </Button>
        </div>
      </form>
      {/* Outside the step's form: a form inside a form is invalid and Enter would submit both. */}
      <BulkAddDialog
        propertyLabel={
          bulkTarget === null
            ? null
            : getValues(`properties.${bulkTarget}.name`).trim() || `Property ${bulkTarget + 1}`
        }
        existingUnitNumbers={() =>
          bulkTarget === null
            ? []
            : getValues(`properties.${bulkTarget}.units`).map((unit) => unit.unit_number)
        }
        onAdd={addBulkUnits}
        onClose={() => setBulkTarget(null)}
      />
    </>
  );
}

/** "Total: 14 units"; watches on its own so typing does not re-render the whole list. */
function TotalUnits({ control }: { control: PropertiesControl }) {
  const properties = useWatch({ control, name: 'properties' });
  const total = countUnits(properties ?? []);
  return (
    <p className="landlord-signup__total" aria-live="polite">
      Total: <strong>{unitCount(total)}</strong> in {properties?.length ?? 0}{' '}
      {properties?.length === 1 ? 'property' : 'properties'}
    </p>
  );
}
