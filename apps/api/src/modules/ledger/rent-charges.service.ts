import { MONTH_NAMES, nairobiDate } from '@pango/shared';
import type { DbTx } from '../../lib/db.js';
import {
  chargeKeyOf,
  dateColumn,
  monthsToCharge,
  rentAnchor,
  toDateColumn,
  type CalendarMonth,
} from './rent-rules.js';

// Which monthly charges a tenancy is missing (docs/decisions/012 and 018): used by the worker job
// (monthly-charges.job.ts) and, for the first month, by the transaction that starts a tenancy.

export const chargeDescription = (m: CalendarMonth) =>
  `Rent for ${MONTH_NAMES[m.month - 1]} ${m.year}`;

/** A current tenancy as the charge rules need it. */
export const billableUnitSelect = {
  id: true,
  rent: true,
  rentDueDate: true,
  billingAnchorDate: true,
  currentTenantId: true,
  landlordId: true,
  currentTenant: { select: { createdAt: true } },
} as const;

type BillableUnit = {
  id: number;
  rent: number;
  rentDueDate: Date | null;
  billingAnchorDate: Date | null;
  currentTenantId: number | null;
  landlordId: number;
  currentTenant: { createdAt: Date } | null;
};

/** The charge rows a tenancy is missing at `now`, after the last month already posted. */
export function missingCharges(unit: BillableUnit, now: Date, last: CalendarMonth | null) {
  const tenantId = unit.currentTenantId;
  const anchor = rentAnchor(unit.rentDueDate, unit.billingAnchorDate);
  if (tenantId === null || !anchor || unit.rent <= 0) return [];
  const joined = unit.currentTenant ? nairobiDate(unit.currentTenant.createdAt) : null;
  return monthsToCharge(anchor, now, last, joined).map((month) => ({
    tenantId,
    unitId: unit.id,
    landlordId: unit.landlordId,
    type: 'charge' as const,
    amount: unit.rent,
    periodStart: toDateColumn({ ...month, day: 1 }),
    description: chargeDescription(month),
    chargeKey: chargeKeyOf(tenantId, unit.id, month),
  }));
}

/**
 * Posts what one tenancy owes by now, inside the caller's transaction: a tenancy that starts
 * (approval, assignment) is charged its first month at once instead of at the job's next run, so
 * it never reads "paid" with nothing charged (issue 17). The same charge keys as the job, with
 * ON CONFLICT DO NOTHING, so the job never posts these months again.
 */
export async function postTenancyCharges(tx: DbTx, unitId: number, now: Date): Promise<number> {
  const unit = await tx.unit.findUnique({ where: { id: unitId }, select: billableUnitSelect });
  if (!unit || unit.currentTenantId === null) return 0;
  const latest = await tx.rentLedgerEntry.aggregate({
    where: { tenantId: unit.currentTenantId, unitId, type: 'charge', chargeKey: { not: null } },
    _max: { periodStart: true },
  });
  const last = latest._max.periodStart ? dateColumn(latest._max.periodStart) : null;
  const charges = missingCharges(unit, now, last);
  if (charges.length === 0) return 0;
  const result = await tx.rentLedgerEntry.createMany({ data: charges, skipDuplicates: true });
  return result.count;
}
