import { describe, expect, it } from 'vitest';
import { MANUAL_PAYMENT_MESSAGES, ManualPaymentSchema } from './manual-payment.js';
import { nairobiToday } from './nairobi-today.js';

const valid = {
  tenant_id: 7,
  amount: 12000,
  method: 'cash',
  reference: '  rb 0042 ',
  paid_on: '2026-01-15',
};

const errorsOf = (body: unknown) => {
  const result = ManualPaymentSchema.safeParse(body);
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe('ManualPaymentSchema', () => {
  it('accepts a payment and stores the reference in one form', () => {
    const parsed = ManualPaymentSchema.parse({ ...valid, amount: '12000', note: 'Paid at office' });
    expect(parsed).toMatchObject({ amount: 12000, reference: 'RB 0042', note: 'Paid at office' });
  });

  it.each(['cash', 'bank_transfer', 'cheque', 'mpesa'])('accepts the method %s', (method) => {
    expect(ManualPaymentSchema.safeParse({ ...valid, method }).success).toBe(true);
  });

  it.each([0, -5, 12.5, 'abc', ''])('refuses the amount %s', (amount) => {
    expect(errorsOf({ ...valid, amount }).amount).toEqual([MANUAL_PAYMENT_MESSAGES.invalidAmount]);
  });

  it('refuses an unknown method, an empty reference and a missing tenant', () => {
    const errors = errorsOf({ ...valid, method: 'bitcoin', reference: '  ', tenant_id: undefined });
    expect(errors.method).toEqual([MANUAL_PAYMENT_MESSAGES.chooseMethod]);
    expect(errors.reference).toEqual([MANUAL_PAYMENT_MESSAGES.referenceRequired]);
    expect(errors.tenant_id).toEqual([MANUAL_PAYMENT_MESSAGES.chooseTenant]);
  });

  it('refuses a date in the future or not a date', () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    expect(errorsOf({ ...valid, paid_on: nextYear }).paid_on).toEqual([
      MANUAL_PAYMENT_MESSAGES.invalidPaidOn,
    ]);
    expect(errorsOf({ ...valid, paid_on: '2026-02-30' }).paid_on).toEqual([
      MANUAL_PAYMENT_MESSAGES.invalidPaidOn,
    ]);
  });

  it('counts "today" in Nairobi, three hours ahead of UTC', () => {
    expect(nairobiToday(new Date('2026-11-24T20:59:00Z'))).toBe('2026-11-24');
    expect(nairobiToday(new Date('2026-11-24T21:00:00Z'))).toBe('2026-11-25');
  });

  it('keeps the note to 500 characters', () => {
    expect(ManualPaymentSchema.safeParse({ ...valid, note: 'x'.repeat(500) }).success).toBe(true);
    expect(errorsOf({ ...valid, note: 'x'.repeat(501) }).note).toEqual([
      MANUAL_PAYMENT_MESSAGES.noteTooLong,
    ]);
  });
});
