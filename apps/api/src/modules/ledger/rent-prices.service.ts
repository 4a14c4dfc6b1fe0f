import {
  bulkNewRent,
  ERROR_CODES,
  LEDGER_MESSAGES,
  LIMITS,
  type BulkRentChange,
  type BulkRentUpdateInput,
  type BulkRentUpdateResult,
  type UnitRent,
} from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { DbTx } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { lockRows } from '../../lib/row-locks.js';
import { assertOwnsProperty } from './rent-payments.service.js';

// The landlord's rent prices (seed 001 sections 5 and 7). A new rent applies to charges posted from
// now on; charges already in the ledger keep their amount (docs/decisions/012-rent-ledger.md).
// Rent changes lock the unit rows (SELECT ... FOR UPDATE, lib/row-locks.ts) before reading the rent
// they replace: a conditional UPDATE alone would keep two writers from mixing, but the audit row's
// "before" and a bulk change's check against what the landlord previewed both need the rent read
// under the lock, so that no other change can land between the read and the write.

const unitRentSelect = { id: true, unitNumber: true, rent: true, deposit: true } as const;
const toUnitRent = (u: { id: number; unitNumber: string; rent: number; deposit: number }) => ({
  id: u.id,
  unit_number: u.unitNumber,
  rent: u.rent,
  deposit: u.deposit,
});

/** PUT /payments/unit-rent-update/{id}/: another landlord's unit answers 404. */
export async function updateUnitRent(
  deps: Deps,
  landlordId: number,
  unitId: number,
  rent: number,
): Promise<UnitRent> {
  return deps.db.$transaction(async (tx) => {
    await lockRows(tx, deps.env, 'units', [unitId]);
    const unit = await tx.unit.findFirst({
      where: { id: unitId, landlordId },
      select: unitRentSelect,
    });
    if (!unit) throw notFound();
    const updated = await tx.unit.update({
      where: { id: unitId },
      data: { rent },
      select: unitRentSelect,
    });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.unitRentUpdated,
      entityType: 'unit',
      entityId: unitId,
      data: {
        unit_number: unit.unitNumber,
        before: { rent: unit.rent },
        after: { rent },
      },
    });
    return toUnitRent(updated);
  });
}

function refuse(message: string, status = 400): AppError {
  const code = status === 409 ? ERROR_CODES.conflict : ERROR_CODES.validation;
  return new AppError(
    status,
    code,
    message,
    status === 400 ? { errors: { amount: [message] } } : {},
  );
}

async function plannedChanges(
  db: DbTx | Deps['db'],
  landlordId: number,
  input: BulkRentUpdateInput,
): Promise<BulkRentChange[]> {
  const where: Prisma.UnitWhereInput = {
    landlordId,
    ...(input.property_id ? { propertyId: input.property_id } : {}),
    ...(input.unit_type_filter === 'all'
      ? {}
      : {
          OR: [
            { roomType: input.unit_type_filter },
            { unitType: { name: input.unit_type_filter } },
          ],
        }),
  };
  const units = await db.unit.findMany({
    where,
    select: { id: true, unitNumber: true, rent: true },
    orderBy: [{ propertyId: 'asc' }, { unitNumber: 'asc' }],
  });
  const changes = units.map((u) => ({
    id: u.id,
    unit_number: u.unitNumber,
    old_rent: u.rent,
    new_rent: bulkNewRent(u.rent, input.update_type, input.amount),
  }));
  // One bad result refuses the whole request: a bulk change is all or nothing.
  const tooLow = changes.find((c) => c.new_rent <= 0);
  if (tooLow)
    throw refuse(LEDGER_MESSAGES.bulkResultNotPositive(tooLow.unit_number, tooLow.new_rent));
  const tooHigh = changes.find((c) => c.new_rent > LIMITS.amountMax);
  if (tooHigh) throw refuse(LEDGER_MESSAGES.bulkResultTooLarge(tooHigh.unit_number));
  return changes;
}

/** POST /payments/bulk-rent-update/: preview_only writes nothing; otherwise one transaction. */
export async function bulkUpdateRents(
  deps: Deps,
  landlordId: number,
  input: BulkRentUpdateInput,
): Promise<BulkRentUpdateResult> {
  if (input.property_id) await assertOwnsProperty(deps.db, landlordId, input.property_id);
  if (input.preview_only) {
    const units = await plannedChanges(deps.db, landlordId, input);
    const message = units.length
      ? LEDGER_MESSAGES.rentsPreview(units.length)
      : LEDGER_MESSAGES.noUnitsMatch;
    return { message, units_updated: 0, units };
  }
  return deps.db.$transaction(async (tx) => {
    const units = await plannedChanges(tx, landlordId, input);
    if (units.length === 0)
      return { message: LEDGER_MESSAGES.noUnitsMatch, units_updated: 0, units };
    // The plan is what the landlord previewed. Under the lock, a rent that is no longer the one
    // planned from means another change landed meanwhile: refuse the whole request rather than
    // stack this change on rents the landlord never saw (the other change stays whole).
    await lockRows(
      tx,
      deps.env,
      'units',
      units.map((u) => u.id),
    );
    const current = await tx.unit.findMany({
      where: { id: { in: units.map((u) => u.id) } },
      select: { id: true, rent: true },
    });
    const rentNow = new Map(current.map((u) => [u.id, u.rent]));
    if (units.some((u) => rentNow.get(u.id) !== u.old_rent))
      throw refuse(LEDGER_MESSAGES.rentsChangedMeanwhile, 409);
    // The new rent depends only on the old one: one UPDATE per distinct new rent.
    const byNewRent = new Map<number, number[]>();
    for (const unit of units)
      byNewRent.set(unit.new_rent, [...(byNewRent.get(unit.new_rent) ?? []), unit.id]);
    for (const [newRent, ids] of byNewRent)
      await tx.unit.updateMany({ where: { id: { in: ids } }, data: { rent: newRent } });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.unitRentsBulkUpdated,
      entityType: input.property_id ? 'property' : 'landlord',
      entityId: input.property_id ?? landlordId,
      data: {
        update_type: input.update_type,
        amount: input.amount,
        unit_type_filter: input.unit_type_filter,
        before: units.map((u) => ({ id: u.id, unit_number: u.unit_number, rent: u.old_rent })),
        after: units.map((u) => ({ id: u.id, unit_number: u.unit_number, rent: u.new_rent })),
      },
    });
    const count = units.length;
    return { message: LEDGER_MESSAGES.rentsUpdated(count), units_updated: count, units };
  });
}
