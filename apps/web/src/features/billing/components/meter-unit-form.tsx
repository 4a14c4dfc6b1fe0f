import {
  enteredByLabel,
  METER_MESSAGES,
  MeterReadingInputSchema,
  nairobiToday,
  periodOf,
} from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { Field } from '@/components/ui/field';
import {
  useAttachMeterPhoto,
  useMeterReadings,
  useRecordMeterReading,
} from '@/lib/queries/billing';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';

type Props = {
  unit: { id: number; unit_number: string };
  charge: { name: string; unit: string };
  position: string;
  onNext: () => void;
  onPrevious: (() => void) | null;
};

type Errors = { reading?: string; read_on?: string };

/**
 * One unit's meter on the walk through a property: the previous reading, this month's reading
 * and "Save & next unit". A reading below the previous one asks whether the meter was replaced.
 */
export function MeterUnitForm({ unit, charge, position, onNext, onPrevious }: Props) {
  const today = nairobiToday(new Date());
  const readings = useMeterReadings(unit.id, charge.name);
  const record = useRecordMeterReading();
  const attach = useAttachMeterPhoto();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const latest = readings.data?.results ?? [];
  const current = latest[0]?.period === periodOf(today) ? latest[0] : undefined;
  const previous = current ? latest[1] : latest[0];
  const [reading, setReading] = useState('');
  const [readOn, setReadOn] = useState(today);
  const [errors, setErrors] = useState<Errors>({});
  const [confirmDrop, setConfirmDrop] = useState<string | null>(null);

  const send = (replacedMeter: boolean) => {
    const body = { charge: charge.name, reading: reading.trim(), read_on: readOn };
    const parsed = MeterReadingInputSchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      return;
    }
    if (readOn > today) return setErrors({ read_on: METER_MESSAGES.readOnFuture });
    setErrors({});
    record.mutate(
      { unitId: unit.id, ...body, replaced_meter: replacedMeter },
      {
        onSuccess: (saved) => {
          setConfirmDrop(null);
          if (!photo) return onNext();
          // The reading is saved; the photo goes beside it, and only then the next unit.
          attach.mutate(
            { readingId: saved.id, unitId: unit.id, charge: charge.name, file: photo },
            {
              onSuccess: onNext,
              onError: (error) =>
                setPhotoError(
                  `Reading saved, but the photo was not: ${serverMessage(error, 'please try again.')}`,
                ),
            },
          );
        },
        onError: (error) => {
          if (isApiError(error) && error.body && 'needs_replacement_confirmation' in error.body) {
            setConfirmDrop(serverMessage(error, METER_MESSAGES.belowPrevious('')));
            return;
          }
          setErrors(serverFieldErrors(error));
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!record.isPending && !attach.isPending) send(false);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="meter-unit" aria-labelledby={`unit-${unit.id}`}>
      <div className="meter-unit__title">
        <h2 id={`unit-${unit.id}`}>Unit {unit.unit_number}</h2>
        <span className="muted">{position}</span>
      </div>
      {readings.isPending ? (
        <Spinner label="Loading the previous reading..." />
      ) : readings.isError ? (
        <Alert tone="warning">Could not load the previous reading; you can still save one.</Alert>
      ) : (
        <p>
          {previous
            ? `Previous reading: ${previous.reading} ${charge.unit} on ${previous.read_on}`
            : 'No previous reading: this one is the starting point.'}
          {previous?.entered_by && ` (${enteredByLabel(previous.entered_by)})`}
          {current && (
            <>
              <br />
              {`Already read this month: ${current.reading} ${charge.unit}. Saving again replaces it.`}
              {current.entered_by && ` ${enteredByLabel(current.entered_by)}.`}
            </>
          )}
        </p>
      )}
      <TextField
        label={`This month's reading (${charge.unit})`}
        className="meter-unit__input"
        inputMode="decimal"
        autoComplete="off"
        value={reading}
        onChange={(event) => setReading(event.target.value)}
        error={errors.reading}
      />
      <TextField
        label="Read on"
        type="date"
        max={today}
        value={readOn}
        onChange={(event) => setReadOn(event.target.value)}
        error={errors.read_on}
      />
      <Field label="Photo of the meter (optional)" error={photoError ?? undefined}>
        {(control) => (
          <input
            className="field__input"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            onChange={(event) => {
              setPhotoError(null);
              setPhoto(event.target.files?.[0] ?? null);
            }}
            {...control}
          />
        )}
      </Field>
      {confirmDrop && (
        <Alert tone="warning" title="Meter replaced?">
          <p>{confirmDrop}</p>
          <div className="meter-unit__actions">
            <Button isBusy={record.isPending} onClick={() => send(true)}>
              Yes, the meter was replaced
            </Button>
            <Button variant="secondary" onClick={() => setConfirmDrop(null)}>
              No, correct the reading
            </Button>
          </div>
        </Alert>
      )}
      {record.isError && !confirmDrop && Object.keys(errors).length === 0 && (
        <Alert>{serverMessage(record.error, 'Failed to save the reading.')}</Alert>
      )}
      <div className="meter-unit__actions">
        <Button type="submit" isBusy={record.isPending || attach.isPending}>
          {record.isPending || attach.isPending ? 'Saving...' : 'Save & next unit'}
        </Button>
        <Button variant="secondary" onClick={onNext}>
          Skip unit
        </Button>
        {onPrevious && (
          <Button variant="ghost" onClick={onPrevious}>
            Previous unit
          </Button>
        )}
      </div>
    </form>
  );
}
