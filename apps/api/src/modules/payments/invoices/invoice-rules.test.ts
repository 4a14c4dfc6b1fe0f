import { describe, expect, it } from 'vitest';
import { invoiceDueDate, splitPeriod, type InvoiceLedgerRow } from './invoice-rules.js';

// What an invoice is made of (docs/decisions/030): every row counted once, in the right place.

let id = 0;
const row = (
  kind: InvoiceLedgerRow['kind'],
  amount: number,
  period: string | null,
  createdAt: string,
  description: string = kind,
): InvoiceLedgerRow => ({
  id: (id += 1),
  kind,
  amount,
  periodStart: period ? new Date(`${period}T00:00:00Z`) : null,
  createdAt: new Date(createdAt),
  description,
});

describe('splitPeriod', () => {
  const rows = [
    row('rent', 10_000, '2026-10-01', '2026-09-26T06:00:00Z'),
    row('payment', -8_000, '2026-10-01', '2026-10-04T10:00:00Z'),
    row('late_fee', 500, '2026-10-01', '2026-10-11T06:00:00Z', 'Late fee October 2026'),
    // November
    row('rent', 10_000, '2026-11-01', '2026-10-27T06:00:00Z', 'Rent November 2026'),
    row('water', 1_800, '2026-11-01', '2026-10-31T21:05:00Z', 'Water 12 m³ × KSh 150'),
    row('service', 300, '2026-11-01', '2026-10-31T21:05:00Z', 'Garbage'),
    row('waiver', -500, '2026-11-01', '2026-11-02T08:00:00Z', 'Late fee waived: sick'),
    // Received on 1 November at 00:30 Nairobi (31 October 21:30 UTC): this period's payment.
    row('payment', -6_000, '2026-11-01', '2026-10-31T21:30:00Z'),
    // December's rent, posted in November: not on November's invoice.
    row('rent', 10_000, '2026-12-01', '2026-11-26T06:00:00Z'),
    // A payment received in December: not on November's invoice either.
    row('payment', -100, '2026-12-01', '2026-12-01T06:00:00Z'),
  ];

  it('carries earlier months as the previous balance and lists this month by kind', () => {
    const split = splitPeriod(rows, '2026-11-01');
    expect(split.previousBalance).toBe(10_000 - 8_000 + 500);
    expect(split.lines.map((l) => [l.kind, l.label, l.description, l.amount])).toEqual([
      ['rent', 'Rent', 'Rent November 2026', 10_000],
      ['water', 'Water', 'Water 12 m³ × KSh 150', 1_800],
      ['service', 'Service charge', 'Garbage', 300],
      ['waiver', 'Waiver', 'Late fee waived: sick', -500],
    ]);
    expect(split.chargesTotal).toBe(11_600);
    expect(split.paymentsReceived).toBe(6_000);
    expect(split.balance).toBe(2_500 + 11_600 - 6_000);
    expect(split.amountDue).toBe(8_100);
  });

  it('adds up to the ledger up to the end of the period', () => {
    const split = splitPeriod(rows, '2026-11-01');
    const upToNovember = rows
      .filter((r) => r.id <= rows[7]!.id)
      .reduce((sum, r) => sum + r.amount, 0);
    expect(split.balance).toBe(upToNovember);
  });

  it('shows credit as nothing due, and a line without a period by the month it was booked', () => {
    const split = splitPeriod(
      [
        row('payment', -30_000, null, '2026-10-15T09:00:00Z'),
        row('rent', 10_000, '2026-11-01', '2026-10-27T06:00:00Z'),
        row('adjustment', 250, null, '2026-11-20T09:00:00Z', 'Broken window'),
        row('adjustment', 999, null, '2026-10-20T09:00:00Z', 'October repair'),
      ],
      '2026-11-01',
    );
    expect(split.previousBalance).toBe(-30_000 + 999);
    expect(split.lines.map((l) => l.description)).toEqual(['rent', 'Broken window']);
    expect(split.balance).toBe(-30_000 + 999 + 10_250);
    expect(split.amountDue).toBe(0);
  });

  it('is empty for a month without rows', () => {
    expect(splitPeriod([], '2026-11-01')).toEqual({
      previousBalance: 0,
      lines: [],
      chargesTotal: 0,
      paymentsReceived: 0,
      balance: 0,
      amountDue: 0,
    });
  });
});

describe('invoiceDueDate', () => {
  it('is the due day of the rules in force, in the period', () => {
    expect(invoiceDueDate('2026-11-01', 5)).toBe('2026-11-05');
    expect(invoiceDueDate('2027-02-01', 28)).toBe('2027-02-28');
  });
});
