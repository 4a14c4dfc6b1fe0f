import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_MESSAGES, formatKsh, type RentAccount } from '@pango/shared';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast/use-toast';
import { useMessageText } from '@/lib/i18n/message-texts';
import {
  MONTH_CHOICES,
  canOfferFullRent,
  monthsOf,
  rentPaymentFormSchema,
  type RentPaymentFormValues,
} from './rent-payment-schema';
import { usePaymentsTexts } from '../texts';

export type RentPaymentRequest = { amount: number; months?: number };

type RentPaymentFormProps = {
  account: Pick<RentAccount, 'monthly_rent' | 'rent_due'>;
  isBusy: boolean;
  /** Server field errors of the last attempt (400 errors.amount). */
  amountError?: string;
  onPay: (request: RentPaymentRequest) => void;
};

const EMPTY: RentPaymentFormValues = { amount: '', months: '' };

/** Amount, months to prepay (locks the amount), Full Rent and Pay Now (seed 002 section 2). */
export function RentPaymentForm({ account, isBusy, amountError, onPay }: RentPaymentFormProps) {
  const t = usePaymentsTexts();
  const toast = useToast();
  const messageText = useMessageText();
  const schema = useMemo(() => rentPaymentFormSchema(account), [account]);
  const form = useForm<RentPaymentFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const { register, setValue, control, formState, handleSubmit, clearErrors } = form;
  const months = monthsOf(useWatch({ control, name: 'months' }));
  const outstanding = account.rent_due;
  const rent = account.monthly_rent;

  const chooseMonths = (value: string) => {
    const chosen = monthsOf(value);
    setValue('months', value);
    setValue('amount', chosen ? String(chosen * rent) : '');
    clearErrors('amount');
  };
  const payFullRent = () => {
    // Nothing owed: a full rent pays the next month in advance.
    if (outstanding <= 0) chooseMonths('1');
    else {
      setValue('months', '');
      setValue('amount', String(rent), { shouldValidate: formState.isSubmitted });
    }
  };

  const submit = handleSubmit(
    (values) => {
      const chosen = monthsOf(values.months);
      onPay({ amount: Number(values.amount), ...(chosen ? { months: chosen } : {}) });
    },
    () => toast.error(messageText(PAYMENT_MESSAGES.fixFormErrors)),
  );

  const isPayDisabled = isBusy || (outstanding <= 0 && months === null);
  const amountField = register('amount');
  return (
    <form className="rent-form" noValidate onSubmit={submit} aria-label={t('form.label')}>
      <TextField
        label={t('form.amount')}
        type="number"
        inputMode="numeric"
        min={1}
        max={months === null && outstanding > 0 ? outstanding : undefined}
        step={1}
        readOnly={months !== null}
        hint={months !== null ? `${months} × ${formatKsh(rent)}` : undefined}
        error={formState.errors.amount?.message ?? amountError}
        {...amountField}
      />
      <Field label={t('form.months')}>
        {(control) => (
          <select
            className="field__input"
            {...control}
            {...register('months')}
            onChange={(event) => chooseMonths(event.target.value)}
          >
            <option value="">{t('form.noPrepayment')}</option>
            {MONTH_CHOICES.map((count) => (
              <option key={count} value={count}>
                {t('form.monthCount', { count })}
              </option>
            ))}
          </select>
        )}
      </Field>
      {canOfferFullRent(account) && (
        <Button variant="secondary" size="sm" onClick={payFullRent} disabled={isBusy}>
          {t('form.fullRent', { amount: formatKsh(rent) })}
        </Button>
      )}
      <Button type="submit" isBlock isBusy={isBusy} disabled={isPayDisabled}>
        {t('form.payNow')}
      </Button>
    </form>
  );
}
