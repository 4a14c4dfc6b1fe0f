import type { Db } from '../../lib/db.js';
import { paidLandlord, payment, tenancy } from '../ledger/test-helpers.js';

// Test data for the tenancy-record tests (imported by *.test.ts only): a tenancy ended the way the
// move-out service leaves it (settlement written on the tenancy, then the unit freed; the units
// trigger turns the tenancy 'ended'), built from the schema alone so these tests do not depend on
// the move-out endpoint.

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

type Ledger = { type: 'charge' | 'payment'; amount: number; on: string; description: string }[];

/** Two months charged at 15,000, one paid, a 15,000 deposit paid: 15,000 unpaid at the end. */
export const DEFAULT_LEDGER: Ledger = [
  { type: 'charge', amount: 15000, on: '2026-09-01', description: 'Rent for September 2026' },
  { type: 'payment', amount: -15000, on: '2026-09-03', description: 'M-Pesa payment QK1' },
  { type: 'charge', amount: 15000, on: '2026-10-01', description: 'Rent for October 2026' },
];

/** A tenant housed in a new unit of `landlordId` (or a new paid landlord), with ledger rows. */
export async function housedWithLedger(
  db: Db,
  options: { landlordId?: number; ledger?: Ledger; deposit?: number } = {},
) {
  const landlordId = options.landlordId ?? (await paidLandlord(db)).id;
  const home = await tenancy(db, landlordId, { rent: 15000 });
  for (const row of options.ledger ?? DEFAULT_LEDGER) {
    // A payment entry credits a completed payment (the ledger's check needs its payment id).
    const paid =
      row.type === 'payment'
        ? await payment(db, {
            landlordId,
            tenantId: home.tenant.id,
            unitId: home.unit.id,
            amount: -row.amount,
            createdAt: day(row.on),
            description: row.description,
          })
        : null;
    await db.rentLedgerEntry.create({
      data: {
        paymentId: paid?.id ?? null,
        tenantId: home.tenant.id,
        unitId: home.unit.id,
        landlordId,
        type: row.type,
        amount: row.amount,
        description: row.description,
        createdAt: day(row.on),
      },
    });
  }
  if (options.deposit !== 0)
    await payment(db, {
      landlordId,
      tenantId: home.tenant.id,
      unitId: home.unit.id,
      amount: options.deposit ?? 15000,
      kind: 'deposit',
      createdAt: day('2026-08-25'),
      description: 'Deposit payment',
    });
  // The trigger started the tenancy today; the rows above say it started on 1 Sep 2026.
  const open = await db.tenancy.update({
    where: { openUnitId: home.unit.id },
    data: { startDate: day('2026-09-01') },
  });
  return { landlordId, ...home, tenancyId: open.id };
}

export type Settlement = {
  endDate?: string;
  deductions?: { reason: string; amount: number }[];
  depositHeld?: number;
  unpaidRent?: number;
  refund?: { amount: number; method: string; reference: string; paidOn: string };
};

/**
 * Ends the tenancy as the move-out would: settlement figures and deductions first, then the unit
 * freed. Defaults: 15,000 held, 15,000 unpaid, deductions "Repaint bedroom" 3,500 → refund 0,
 * balance after 3,500 owed by the tenant.
 */
export async function endTenancy(
  db: Db,
  home: { tenancyId: number; unit: { id: number } },
  s: Settlement = {},
) {
  const deductions = s.deductions ?? [{ reason: 'Repaint bedroom', amount: 3500 }];
  const held = s.depositHeld ?? 15000;
  const unpaid = s.unpaidRent ?? 15000;
  const total = deductions.reduce((sum, d) => sum + d.amount, 0);
  const net = held - unpaid - total;
  const endDate = day(s.endDate ?? '2026-10-31');
  await db.tenancy.update({
    where: { id: home.tenancyId },
    data: {
      endDate,
      depositHeld: held,
      unpaidRent: unpaid,
      deductionsTotal: total,
      refundDue: Math.max(0, net),
      balanceAfter: net < 0 ? -net : 0,
      movedOutAt: endDate,
      deductions: { create: deductions },
      ...(s.refund
        ? {
            refundAmount: s.refund.amount,
            refundMethod: s.refund.method,
            refundReference: s.refund.reference,
            refundPaidOn: day(s.refund.paidOn),
            refundRecordedAt: day(s.refund.paidOn),
          }
        : {}),
    },
  });
  await db.unit.update({
    where: { id: home.unit.id },
    data: { currentTenantId: null, isAvailable: true },
  });
  return db.tenancy.findUniqueOrThrow({ where: { id: home.tenancyId } });
}
