import type { RentAccount } from '@pango/shared';
import type { Db, DbTx } from '../../lib/db.js';
import {
  computeAccount,
  formatDate,
  rentAnchor,
  toDateColumn,
  type AccountFigures,
  type LedgerRow,
} from './rent-rules.js';

// The tenant's rent account, read from the ledger (docs/decisions/012-rent-ledger.md). Other modules
// use these two exports: payments credit a completed rent payment, and read what is owed.

const NO_UNIT: RentAccount = {
  unit: null,
  monthly_rent: 0,
  rent_due: 0,
  prepaid_months: 0,
  rent_status: 'no_unit',
  next_due_date: null,
  balance: 0,
};

const ledgerRowSelect = {
  id: true,
  type: true,
  amount: true,
  periodStart: true,
  createdAt: true,
  waivedEntryId: true,
} as const;

// The unit, its property, its billing anchor and the tenant's ledger rows of their open tenancy in
// one statement (relation joins): /me and the rent summary read it on every tenant page (issue 12).
// Only the open tenancy's rows: a tenant who once left this unit and came back starts a new account,
// the earlier tenancy's debt stays on its final statement (ADR 021). open_tenant_id is unique, so
// the filter is one index entry, then the (tenancy_id, id) index.
export const tenancySelect = (tenantId: number) =>
  ({
    id: true,
    unitNumber: true,
    rent: true,
    rentDueDate: true,
    billingAnchorDate: true,
    property: { select: { id: true, name: true } },
    ledgerEntries: {
      where: { tenancy: { openTenantId: tenantId } },
      select: ledgerRowSelect,
      orderBy: { id: 'asc' },
    },
  }) as const;

async function figuresFor(
  db: Db | DbTx,
  tenancyId: number,
  unit: { id: number; rent: number; rentDueDate: Date | null; billingAnchorDate: Date | null },
  now: Date,
): Promise<AccountFigures> {
  const rows = await db.rentLedgerEntry.findMany({
    where: { tenancyId },
    select: ledgerRowSelect,
    orderBy: { id: 'asc' },
  });
  const anchor = rentAnchor(unit.rentDueDate, unit.billingAnchorDate);
  return computeAccount(rows satisfies LedgerRow[], unit.rent, anchor, now);
}

/** The rent position of the tenant's current unit; rent_status 'no_unit' when they have none. */
export async function getRentAccount(
  db: Db | DbTx,
  tenantId: number,
  now: Date,
): Promise<RentAccount> {
  const unit = await db.unit.findUnique({
    where: { currentTenantId: tenantId },
    select: tenancySelect(tenantId),
  });
  return rentAccountOf(unit, now);
}

/** The unit and ledger rows a rent account is computed from (select it as the tenant's unit). */
/** What the rent figures read of a tenancy: its unit, property and ledger rows. */
export type TenancyFigures = {
  id: number;
  unitNumber: string;
  rent: number;
  rentDueDate: Date | null;
  billingAnchorDate: Date | null;
  property: { id: number; name: string };
  ledgerEntries: LedgerRow[];
};

/** The rent account of a tenancy read with `tenancySelect` (null: the tenant has no unit). */
export function rentAccountOf(unit: TenancyFigures | null, now: Date): RentAccount {
  if (!unit) return NO_UNIT;
  const anchor = rentAnchor(unit.rentDueDate, unit.billingAnchorDate);
  const figures = computeAccount(unit.ledgerEntries satisfies LedgerRow[], unit.rent, anchor, now);
  return {
    unit: {
      id: unit.id,
      unit_number: unit.unitNumber,
      property_id: unit.property.id,
      property_name: unit.property.name,
    },
    monthly_rent: unit.rent,
    rent_due: figures.outstanding,
    prepaid_months: figures.prepaidMonths,
    rent_status: figures.status,
    next_due_date: figures.nextDueDate ? formatDate(figures.nextDueDate) : null,
    balance: figures.balance,
  };
}

export type CompletedRentPayment = {
  id: number;
  tenantId: number;
  unitId: number;
  landlordId: number;
  amount: number;
  completedAt: Date;
  description: string;
};

/**
 * The tenancy a (tenant, unit) entry belongs to, as the ledger's trigger picks it (ADR 021): the
 * pair's open tenancy, else its latest. Null when the pair never had one (the trigger then fails
 * the insert, as before).
 */
async function tenancyOfPair(tx: DbTx, tenantId: number, unitId: number): Promise<number | null> {
  const open = await tx.tenancy.findUnique({
    where: { openTenantId: tenantId },
    select: { id: true, unitId: true },
  });
  if (open?.unitId === unitId) return open.id;
  const latest = await tx.tenancy.findFirst({
    where: { tenantId, unitId },
    orderBy: [{ startDate: 'desc' }, { id: 'desc' }],
    select: { id: true },
  });
  return latest?.id ?? null;
}

/**
 * Credits a completed rent payment: one negative 'payment' entry. Safe to call twice (and
 * concurrently): paymentId is unique and the insert skips a duplicate instead of raising, so the
 * caller's transaction is never aborted by a replay.
 */
export async function recordRentPayment(tx: DbTx, payment: CompletedRentPayment): Promise<void> {
  if (!Number.isInteger(payment.amount) || payment.amount <= 0)
    throw new Error(`recordRentPayment: amount must be a positive integer (${payment.amount})`);
  const existing = await tx.rentLedgerEntry.findUnique({
    where: { paymentId: payment.id },
    select: { id: true },
  });
  if (existing) return;
  const unit = await tx.unit.findUnique({
    where: { id: payment.unitId },
    select: { id: true, rent: true, rentDueDate: true, billingAnchorDate: true },
  });
  const tenancyId = await tenancyOfPair(tx, payment.tenantId, payment.unitId);
  // The entry records which rent month the payment starts settling (oldest unpaid first), in the
  // tenancy it is credited to: an earlier tenancy of the same pair has its own months.
  const figures =
    unit && tenancyId !== null ? await figuresFor(tx, tenancyId, unit, payment.completedAt) : null;
  const period = figures?.nextPeriod;
  await tx.rentLedgerEntry.createMany({
    data: [
      {
        tenantId: payment.tenantId,
        unitId: payment.unitId,
        landlordId: payment.landlordId,
        paymentId: payment.id,
        ...(tenancyId !== null ? { tenancyId } : {}),
        type: 'payment',
        amount: -payment.amount,
        periodStart: period ? toDateColumn({ ...period, day: 1 }) : null,
        description: payment.description,
      },
    ],
    skipDuplicates: true,
  });
}
