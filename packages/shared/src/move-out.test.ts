import { describe, expect, it } from 'vitest';
import {
  DepositRefundInputSchema,
  MoveOutInputSchema,
  moveOutDateError,
  proratedRent,
  refundPaidOnError,
  settleMoveOut,
  type SettleMoveOutInput,
} from './move-out.js';

const date = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

// A tenancy from 24 November 2026 at KSh 30,000 a month, deposit 30,000 held, November paid,
// December charged ahead and unpaid: the base every case changes one thing of.
const base = (over: Partial<SettleMoveOutInput> = {}): SettleMoveOutInput => ({
  moveOutDate: date('2026-12-14'),
  startDate: date('2026-11-24'),
  monthlyRent: 30000,
  isProrated: true,
  charges: [
    { year: 2026, month: 11, amount: 30000 },
    { year: 2026, month: 12, amount: 30000 },
  ],
  balance: 30000,
  depositHeld: 30000,
  deductions: [],
  ...over,
});

describe('proratedRent', () => {
  it('charges the days occupied out of the days in the period, to the nearest shilling', () => {
    expect(proratedRent(30000, 14, 31)).toBe(13548); // 13,548.39
    expect(proratedRent(31000, 14, 31)).toBe(14000);
    expect(proratedRent(10, 1, 4)).toBe(3); // 2.5 rounds half up
    expect(proratedRent(15000, 28, 28)).toBe(15000);
    expect(proratedRent(15000, 0, 30)).toBe(0);
  });

  it('never charges more than the month', () => {
    expect(proratedRent(15000, 40, 30)).toBe(15000);
  });
});

describe('settleMoveOut: rent up to the move-out date', () => {
  it('pro-rates the move-out month: its charge reversed, the days occupied charged', () => {
    const s = settleMoveOut(base());
    expect(s.rentAdjustments).toEqual([
      {
        type: 'adjustment',
        period: { year: 2026, month: 12 },
        amount: -30000,
        description: 'Rent for December 2026 reversed: moved out 14 December',
      },
      {
        type: 'adjustment',
        period: { year: 2026, month: 12 },
        amount: 13548,
        description: 'Rent 1–14 December 2026 (pro-rated)',
      },
    ]);
    expect(s).toMatchObject({
      unpaidRent: 13548,
      depositApplied: 13548,
      refundDue: 30000 - 13548,
      balanceAfter: 0,
    });
  });

  it('without pro-rating the move-out month stays charged in full', () => {
    const s = settleMoveOut(base({ isProrated: false }));
    expect(s.rentAdjustments).toEqual([]);
    expect(s).toMatchObject({ unpaidRent: 30000, refundDue: 0, balanceAfter: 0 });
  });

  it('a move-out on the last day of the month is a full month either way', () => {
    const s = settleMoveOut(base({ moveOutDate: date('2026-12-31') }));
    expect(s.rentAdjustments).toEqual([]);
  });

  it('reverses months wholly after the move-out date that were charged ahead', () => {
    const s = settleMoveOut(
      base({ moveOutDate: date('2026-11-30'), balance: 30000, isProrated: false }),
    );
    expect(s.rentAdjustments).toEqual([
      {
        type: 'adjustment',
        period: { year: 2026, month: 12 },
        amount: -30000,
        description: 'Rent for December 2026 reversed: moved out 30 November',
      },
    ]);
    expect(s).toMatchObject({ unpaidRent: 0, refundDue: 30000, balanceAfter: 0 });
  });

  it('pro-rates from the start date when the tenancy began in the move-out month', () => {
    const s = settleMoveOut(
      base({
        moveOutDate: date('2026-11-28'),
        charges: [{ year: 2026, month: 11, amount: 30000 }],
        balance: 0,
      }),
    );
    // 24-28 November: 5 of 30 days.
    expect(s.rentAdjustments.map((a) => [a.amount, a.description])).toEqual([
      [-30000, 'Rent for November 2026 reversed: moved out 28 November'],
      [5000, 'Rent 24–28 November 2026 (pro-rated)'],
    ]);
    // November was paid: the tenant is owed the difference as a credit.
    expect(s).toMatchObject({ unpaidRent: 0, refundDue: 30000, balanceAfter: -25000 });
  });

  it('charges a month not yet charged, pro-rated or in full', () => {
    const charges = [{ year: 2026, month: 11, amount: 30000 }];
    const prorated = settleMoveOut(base({ charges, balance: 0, moveOutDate: date('2026-12-15') }));
    expect(prorated.rentAdjustments).toEqual([
      {
        type: 'charge',
        period: { year: 2026, month: 12 },
        amount: 14516, // 30,000 × 15 / 31 = 14,516.13
        description: 'Rent 1–15 December 2026 (pro-rated)',
      },
    ]);
    const full = settleMoveOut(
      base({ charges, balance: 0, moveOutDate: date('2026-12-15'), isProrated: false }),
    );
    expect(full.rentAdjustments).toEqual([
      {
        type: 'charge',
        period: { year: 2026, month: 12 },
        amount: 30000,
        description: 'Rent for December 2026',
      },
    ]);
    expect(full).toMatchObject({ unpaidRent: 30000, refundDue: 0, balanceAfter: 0 });
  });

  it('charges every month missed between the last charge and the move-out month', () => {
    const s = settleMoveOut(
      base({
        charges: [{ year: 2026, month: 10, amount: 30000 }],
        startDate: date('2026-10-01'),
        balance: 0,
        isProrated: false,
      }),
    );
    expect(s.rentAdjustments.map((a) => [a.type, a.period.month, a.amount])).toEqual([
      ['charge', 11, 30000],
      ['charge', 12, 30000],
    ]);
  });

  it('charges nothing when the unit has no rent and nothing was charged', () => {
    const s = settleMoveOut(base({ charges: [], balance: 0, monthlyRent: 0 }));
    expect(s.rentAdjustments).toEqual([]);
    expect(s).toMatchObject({ unpaidRent: 0, refundDue: 30000, balanceAfter: 0 });
  });
});

describe('settleMoveOut: deposit, deductions and refund', () => {
  const deductions = [
    { reason: 'Repaint bedroom', amount: 3500 },
    { reason: 'Broken window', amount: 2000 },
  ];

  it('a tenant who paid up gets the deposit less the deductions back', () => {
    const s = settleMoveOut(base({ moveOutDate: date('2026-12-31'), balance: 0, deductions }));
    expect(s.deductionEntries).toEqual([
      { amount: 3500, description: 'Deduction: Repaint bedroom' },
      { amount: 2000, description: 'Deduction: Broken window' },
    ]);
    expect(s).toEqual(
      expect.objectContaining({
        depositHeld: 30000,
        unpaidRent: 0,
        deductionsTotal: 5500,
        depositApplied: 5500,
        refundDue: 24500,
        balanceAfter: 0,
      }),
    );
  });

  it('a prepaid tenant: no unpaid rent, and the credit stays owed to them', () => {
    const s = settleMoveOut(
      base({ moveOutDate: date('2026-12-31'), balance: -10000, deductions: [deductions[0]!] }),
    );
    expect(s).toMatchObject({
      unpaidRent: 0,
      deductionsTotal: 3500,
      depositApplied: 3500,
      refundDue: 26500,
      balanceAfter: -10000,
    });
  });

  it('deductions above the deposit: no refund, and what is left stays owed', () => {
    const s = settleMoveOut(
      base({
        moveOutDate: date('2026-12-31'),
        balance: 30000,
        deductions: [{ reason: 'New kitchen door', amount: 12000 }],
        depositHeld: 20000,
      }),
    );
    expect(s).toMatchObject({
      unpaidRent: 30000,
      deductionsTotal: 12000,
      depositApplied: 20000,
      refundDue: 0,
      balanceAfter: 22000,
    });
  });

  it('with no deposit held nothing is applied and everything stays owed', () => {
    const s = settleMoveOut(
      base({ moveOutDate: date('2026-12-31'), depositHeld: 0, deductions: [deductions[1]!] }),
    );
    expect(s).toMatchObject({
      depositApplied: 0,
      refundDue: 0,
      unpaidRent: 30000,
      balanceAfter: 32000,
    });
  });
});

describe('move-out input rules', () => {
  it('accepts a date and up to 20 deductions with a reason and a whole positive amount', () => {
    const parsed = MoveOutInputSchema.parse({
      move_out_date: '2026-12-14',
      deductions: [{ reason: ' Repaint bedroom ', amount: '3500' }],
    });
    expect(parsed.deductions).toEqual([{ reason: 'Repaint bedroom', amount: 3500 }]);
    expect(MoveOutInputSchema.parse({ move_out_date: '2026-12-14' }).deductions).toEqual([]);
  });

  it('refuses a missing reason, a long reason, a bad amount, too many rows and a bad date', () => {
    const bad = (body: unknown) => MoveOutInputSchema.safeParse(body).success;
    expect(bad({ move_out_date: '2026-12-14', deductions: [{ reason: '', amount: 1 }] })).toBe(
      false,
    );
    const long = 'x'.repeat(121);
    expect(bad({ move_out_date: '2026-12-14', deductions: [{ reason: long, amount: 1 }] })).toBe(
      false,
    );
    for (const amount of [0, -5, 2.5, 'abc'])
      expect(bad({ move_out_date: '2026-12-14', deductions: [{ reason: 'x', amount }] })).toBe(
        false,
      );
    const many = Array.from({ length: 21 }, () => ({ reason: 'x', amount: 1 }));
    expect(bad({ move_out_date: '2026-12-14', deductions: many })).toBe(false);
    expect(bad({ move_out_date: '2026-02-30' })).toBe(false);
  });

  it('the move-out date: not before the start, at most 31 days ahead', () => {
    const limits = { startDate: date('2026-11-24'), today: date('2026-12-01') };
    expect(moveOutDateError(date('2026-11-23'), limits)).toMatch(/before the tenancy began/);
    expect(moveOutDateError(date('2026-11-24'), limits)).toBeNull();
    expect(moveOutDateError(date('2027-01-01'), limits)).toBeNull();
    expect(moveOutDateError(date('2027-01-02'), limits)).toMatch(/at most 31 days/);
  });

  it('a refund: positive whole amount, a known method, a date not in the future', () => {
    const ok = DepositRefundInputSchema.safeParse({
      amount: 1000,
      method: 'mpesa',
      reference: 'QK12',
      paid_on: '2026-12-01',
    });
    expect(ok.success).toBe(true);
    expect(
      DepositRefundInputSchema.safeParse({ amount: 1000, method: 'gold', paid_on: '2026-12-01' })
        .success,
    ).toBe(false);
    expect(
      DepositRefundInputSchema.safeParse({ amount: 0, method: 'cash', paid_on: '2026-12-01' })
        .success,
    ).toBe(false);
    expect(refundPaidOnError(date('2026-12-02'), date('2026-12-01'))).toMatch(/future/);
    expect(refundPaidOnError(date('2026-12-01'), date('2026-12-01'))).toBeNull();
  });
});
