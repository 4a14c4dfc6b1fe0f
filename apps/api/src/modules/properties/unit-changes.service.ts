import { ADMIN_MESSAGES, ERROR_CODES, type UnitRead, type UpdateUnitSchema } from '@pango/shared';
import type { z } from 'zod';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { DbTx } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { toUnitRead, unitSelect } from './property-read.js';
import {
  assertUnitNumberFree,
  isUnitNumberClash,
  resolveRoomType,
  unitNumberTaken,
} from './unit-rules.js';

type UpdateUnitInput = z.infer<typeof UpdateUnitSchema>;

const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);
const dateOnly = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

async function findOwnedUnit(tx: DbTx, landlordId: number, id: number) {
  const unit = await tx.unit.findFirst({
    where: { id, landlordId },
    select: { ...unitSelect, unitTypeId: true },
  });
  if (!unit) throw notFound();
  return unit;
}

/** PUT /accounts/units/{id}/ (also the rent deadline): changes are audited with before/after. */
export async function updateUnit(
  deps: Deps,
  landlordId: number,
  id: number,
  input: UpdateUnitInput,
): Promise<UnitRead> {
  try {
    return await deps.db.$transaction(async (tx) => {
      const unit = await findOwnedUnit(tx, landlordId, id);
      if (input.unit_number !== undefined && input.unit_number !== unit.unitNumber)
        await assertUnitNumberFree(tx, unit.propertyId, input.unit_number, id);
      const resolved = await resolveRoomType(tx, landlordId, unit.propertyId, input);
      // unit_type: null unlinks the type and keeps the room type unless a new one is sent.
      const unitTypeId =
        input.unit_type === null ? null : resolved ? (resolved.type?.id ?? null) : unit.unitTypeId;
      const rent = input.rent ?? unit.rent;
      // As on creation, an empty or zero deposit means "same as the rent".
      const deposit = input.deposit === undefined ? unit.deposit : input.deposit || rent;
      const rentDueDate =
        input.rent_due_date === undefined
          ? unit.rentDueDate
          : input.rent_due_date && new Date(`${input.rent_due_date}T00:00:00Z`);
      const before = {
        unit_number: unit.unitNumber,
        room_type: unit.roomType,
        unit_type: unit.unitTypeId,
        rent: unit.rent,
        deposit: unit.deposit,
        rent_due_date: dateOnly(unit.rentDueDate),
      };
      const updated = await tx.unit.update({
        where: { id },
        data: {
          unitNumber: input.unit_number,
          roomType: resolved?.roomType,
          unitTypeId,
          rent,
          deposit,
          rentDueDate,
        },
        select: unitSelect,
      });
      const after = {
        unit_number: updated.unitNumber,
        room_type: updated.roomType,
        unit_type: unitTypeId,
        rent: updated.rent,
        deposit: updated.deposit,
        rent_due_date: dateOnly(updated.rentDueDate),
      };
      await recordAudit(tx, {
        actorId: landlordId,
        action: AUDIT_ACTIONS.unitUpdated,
        entityType: 'unit',
        entityId: id,
        data: { before, after },
      });
      return toUnitRead(updated);
    });
  } catch (err) {
    if (isUnitNumberClash(err)) throw unitNumberTaken();
    throw err;
  }
}

/**
 * DELETE /accounts/units/{id}/: refused (409) while a tenant is assigned, while a pending
 * application reserves the unit, or while payments or rent ledger rows reference it (money
 * records are kept, so the unit stays).
 */
export async function deleteUnit(deps: Deps, landlordId: number, id: number): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const unit = await tx.unit.findFirst({
      where: { id, landlordId },
      select: {
        unitNumber: true,
        propertyId: true,
        rent: true,
        deposit: true,
        currentTenantId: true,
        _count: {
          select: {
            applications: { where: { status: 'pending' } },
            payments: true,
            ledgerEntries: true,
          },
        },
      },
    });
    if (!unit) throw notFound();
    if (unit.currentTenantId !== null) throw conflict(ADMIN_MESSAGES.unitOccupied);
    if (unit._count.applications > 0) throw conflict(ADMIN_MESSAGES.unitReserved);
    if (unit._count.payments > 0 || unit._count.ledgerEntries > 0)
      throw conflict(ADMIN_MESSAGES.unitHasRecords);
    // Conditional, so a tenant assigned since the check above still blocks the delete.
    const deleted = await tx.unit.deleteMany({ where: { id, currentTenantId: null } });
    if (deleted.count === 0) throw conflict(ADMIN_MESSAGES.unitOccupied);
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.unitDeleted,
      entityType: 'unit',
      entityId: id,
      data: {
        property_id: unit.propertyId,
        before: { unit_number: unit.unitNumber, rent: unit.rent, deposit: unit.deposit },
      },
    });
  });
}

/** PATCH /accounts/units/{id}/availability/: refused (409) while a tenant is assigned. */
export async function setUnitAvailability(
  deps: Deps,
  landlordId: number,
  id: number,
  isAvailable: boolean,
): Promise<UnitRead> {
  return deps.db.$transaction(async (tx) => {
    const unit = await findOwnedUnit(tx, landlordId, id);
    if (unit.currentTenantId !== null) throw conflict(ADMIN_MESSAGES.availabilityHasTenant);
    const updated = await tx.unit.update({
      where: { id },
      data: { isAvailable },
      select: unitSelect,
    });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.unitAvailabilityChanged,
      entityType: 'unit',
      entityId: id,
      data: { before: { is_available: unit.isAvailable }, after: { is_available: isAvailable } },
    });
    return toUnitRead(updated);
  });
}
