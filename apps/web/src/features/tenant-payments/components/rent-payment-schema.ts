import { LIMITS, rentPaymentAmountError, type RentAccount } from '@pango/shared';
import { z } from 'zod';

export type RentPaymentFormValues = { amount: string; months: string };

export const MONTH_CHOICES = Array.from({ length: LIMITS.prepayMonthsMax }, (_, i) => i + 1);

export function monthsOf(value: string): number | null {
  const months = Number(value);
  return value !== '' && Number.isInteger(months) && months > 0 ? months : null;
}

/** The form's schema for this tenant's rent position (the shared rule the API applies too). */
export function rentPaymentFormSchema(account: Pick<RentAccount, 'monthly_rent' | 'rent_due'>) {
  return z.object({ amount: z.string(), months: z.string() }).superRefine((values, ctx) => {
    const amount = values.amount.trim() === '' ? Number.NaN : Number(values.amount);
    const message = rentPaymentAmountError(
      amount,
      monthsOf(values.months),
      account.monthly_rent,
      account.rent_due,
    );
    if (message) ctx.addIssue({ code: 'custom', path: ['amount'], message });
  });
}

/** Full Rent: offered when the rent fits in what is owed, and always when nothing is owed. */
export function canOfferFullRent(account: Pick<RentAccount, 'monthly_rent' | 'rent_due'>) {
  if (account.rent_due <= 0) return account.monthly_rent > 0;
  return account.monthly_rent > 0 && account.monthly_rent <= account.rent_due;
}
