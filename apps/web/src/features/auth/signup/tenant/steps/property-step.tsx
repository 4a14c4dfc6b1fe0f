import {
  ERROR_CODES,
  roomTypeLabel,
  TenantUnitChoiceSchema,
  type LandlordPropertyOption,
  type LandlordUnitOption,
} from '@pango/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useMessageText } from '@/lib/i18n/message-texts';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { submitUnitStep } from '../api/submit-tenant-step';
import { landlordPortfolioQuery } from '../api/validate-landlord';
import { describeSignupError } from '../signup-errors';
import { useSignupTexts } from '../texts';
import { formatKsh, type TenantSignupDraft } from '../tenant-signup-values';
import { StepHeading, WizardNav } from './wizard-nav';
import { PropertyChoices } from './property-choices';

export type UnitChoice = Pick<
  TenantSignupDraft,
  'property_id' | 'unit_code' | 'monthly_rent' | 'deposit_amount'
>;

type PropertyStepProps = {
  sessionId: string;
  landlordCode: string;
  landlordName?: string;
  choice: UnitChoice;
  /** Set when the room was taken meanwhile (answer 409 to a later step). */
  notice?: string;
  onChange: (choice: UnitChoice) => void;
  onBack: () => void;
  onDone: () => void;
};

const vacantUnits = (property: LandlordPropertyOption | undefined): LandlordUnitOption[] =>
  property?.units.filter((unit) => !unit.occupied) ?? [];

/** Step 3: a property, then one of its vacant rooms (seed 000 section 2). */
export function PropertyStep(props: PropertyStepProps) {
  const { sessionId, landlordCode, landlordName, choice, onChange, onBack, onDone } = props;
  const t = useSignupTexts();
  const messageText = useMessageText();
  const titleId = useId();
  const queryClient = useQueryClient();
  const portfolio = useQuery(landlordPortfolioQuery(landlordCode));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState(props.notice);
  const [isBusy, setIsBusy] = useState(false);

  const properties = portfolio.data?.properties ?? [];
  const property = properties.find((p) => p.id === choice.property_id);
  const units = vacantUnits(property);
  const unit = units.find((u) => u.unit_code === choice.unit_code);

  const chooseProperty = (id: number) => {
    setErrors({});
    // A different property clears the room and its amounts.
    onChange({ property_id: id, unit_code: '', monthly_rent: null, deposit_amount: null });
  };
  const chooseUnit = (code: string) => {
    const picked = units.find((u) => u.unit_code === code);
    setErrors((current) => ({ ...current, unit_code: undefined }));
    onChange({
      property_id: choice.property_id,
      unit_code: picked?.unit_code ?? '',
      monthly_rent: picked?.rent ?? null,
      deposit_amount: picked?.deposit ?? null,
    });
  };

  const roomLabel = (option: LandlordUnitOption) =>
    t('property.roomOption', {
      unit: option.unit_number,
      roomType: messageText(roomTypeLabel(option.room_type)),
      rent: formatKsh(option.rent),
      deposit: formatKsh(option.deposit),
    });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const parsed = TenantUnitChoiceSchema.safeParse({
      property_id: property?.id,
      unit_code: unit?.unit_code ?? '',
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFailure(undefined);
    setIsBusy(true);
    try {
      await submitUnitStep({ ...parsed.data, session_id: sessionId, landlord_code: landlordCode });
      onDone();
    } catch (error) {
      const view = describeSignupError(error);
      setFailure(view.fields.unit_code ?? view.message);
      if (view.code === ERROR_CODES.unitUnavailable) {
        chooseUnit('');
        void queryClient.invalidateQueries({
          queryKey: landlordPortfolioQuery(landlordCode).queryKey,
        });
      }
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
      <StepHeading id={titleId}>{t('property.title')}</StepHeading>
      {landlordName && <p className="muted">{t('personal.landlord', { name: landlordName })}</p>}
      {portfolio.isPending && <Spinner label={t('property.loading')} />}
      {portfolio.isError && (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void portfolio.refetch()}>
              {t('personal.tryAgain')}
            </Button>
          }
        >
          {describeSignupError(portfolio.error).message}
        </Alert>
      )}
      {portfolio.isSuccess && properties.length === 0 && (
        <Alert tone="info">{t('property.none')}</Alert>
      )}
      {properties.length > 0 && (
        <PropertyChoices
          properties={properties}
          value={choice.property_id ?? null}
          error={errors.property_id}
          onChange={chooseProperty}
        />
      )}
      {property && units.length === 0 && <Alert tone="info">{t('property.noUnits')}</Alert>}
      {property && units.length > 0 && (
        <Field label={t('property.room')} error={errors.unit_code}>
          {(control) => (
            <select
              className="field__input"
              name="unit_code"
              value={unit?.unit_code ?? ''}
              onChange={(event) => chooseUnit(event.target.value)}
              {...control}
            >
              <option value="">{t('property.chooseRoom')}</option>
              {units.map((u) => (
                <option key={u.id} value={u.unit_code}>
                  {roomLabel(u)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {unit && (
        <dl className="tenant-signup__amounts">
          {/* In full: a phone's select cuts its text, so the chosen room type is said here too. */}
          <div>
            <dt>{t('property.roomType')}</dt>
            <dd>{messageText(roomTypeLabel(unit.room_type))}</dd>
          </div>
          <div>
            <dt>{t('property.monthlyRent')}</dt>
            <dd>{formatKsh(unit.rent)}</dd>
          </div>
          <div>
            <dt>{t('property.deposit')}</dt>
            <dd>{formatKsh(unit.deposit)}</dd>
          </div>
        </dl>
      )}
      {failure && <Alert>{failure}</Alert>}
      <WizardNav onBack={onBack} isBusy={isBusy} />
    </form>
  );
}
