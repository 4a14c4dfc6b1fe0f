import { PAYMENT_MESSAGES } from '@pango/shared';
import { describe, expect, it } from 'vitest';
import { canOfferFullRent, rentPaymentFormSchema } from './rent-payment-schema';

const messageOf = (amount: string, months: string, rent_due = 20000, monthly_rent = 15000) => {
  const parsed = rentPaymentFormSchema({ monthly_rent, rent_due }).safeParse({ amount, months });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('rent payment rule', () => {
  it('gives each spec message', () => {
    expect(messageOf('', '')).toBe(PAYMENT_MESSAGES.invalidAmount);
    expect(messageOf('0', '')).toBe(PAYMENT_MESSAGES.invalidAmount);
    expect(messageOf('10.5', '')).toBe(PAYMENT_MESSAGES.invalidAmount);
    expect(messageOf('20001', '')).toBe(PAYMENT_MESSAGES.amountExceedsOutstanding);
    expect(messageOf('20000', '')).toBeNull();
    expect(messageOf('30000', '3')).toBe('Amount must equal months × monthly rent (KSh 45,000)');
    expect(messageOf('45000', '3')).toBeNull();
    expect(messageOf('100', '', 0)).toBe(PAYMENT_MESSAGES.nothingOutstanding);
  });

  it('offers Full Rent when the rent fits, and always when nothing is owed', () => {
    expect(canOfferFullRent({ monthly_rent: 15000, rent_due: 20000 })).toBe(true);
    expect(canOfferFullRent({ monthly_rent: 15000, rent_due: 15000 })).toBe(true);
    expect(canOfferFullRent({ monthly_rent: 15000, rent_due: 5000 })).toBe(false);
    expect(canOfferFullRent({ monthly_rent: 15000, rent_due: 0 })).toBe(true);
    expect(canOfferFullRent({ monthly_rent: 0, rent_due: 100 })).toBe(false);
  });
});
