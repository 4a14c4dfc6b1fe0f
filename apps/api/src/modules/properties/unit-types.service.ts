import { propertyIn } from '../../lib/route-access.js';
import {
  ADMIN_MESSAGES,
  ERROR_CODES,
  isStandardRoomType,
  type UnitTypeRead,
  type UnitTypeSchema,
} from '@pango/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.js';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Db, DbTx } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { lockLandlordPortfolio } from './portfolio-lock.js';
import { fieldError, roomTypeOfName, unitsOfTypeWhere } from './unit-rules.js';
import { equalsIgnoringCase } from '../../lib/like-pattern.js';

type UnitTypeInput = z.infer<typeof UnitTypeSchema>;

/** A landlord has a handful of room types; the cap only bounds a pathological account. */
const UNIT_TYPES_MAX = 200;

const typeSelect = {
  id: true,
  landlordId: true,
  propertyId: true,
  name: true,
  rent: true,
  deposit: true,
  description: true,
  isCustom: true,
} as const;
type TypeRow = Prisma.UnitTypeGetPayload<{ select: typeof typeSelect }>;

const toRead = (t: TypeRow, units: number): UnitTypeRead => ({
  id: t.id,
  name: t.name,
  rent: t.rent,
  deposit: t.deposit,
  description: t.description,
  number_of_units: units,
  property_id: t.propertyId,
  is_custom: t.isCustom,
});

async function findOwnedType(db: Db | DbTx, landlordId: number, id: number) {
  const type = await db.unitType.findFirst({ where: { id, landlordId }, select: typeSelect });
  if (!type) throw notFound();
  return type;
}

async function assertOwnsProperty(db: Db | DbTx, landlordId: number, propertyId: number) {
  const owned = await db.property.findFirst({
    where: { id: propertyId, landlordId },
    select: { id: true },
  });
  if (!owned) throw notFound();
}

/** Units linked to each type, by one groupBy (optionally within one property). */
async function unitCounts(db: Db | DbTx, typeIds: number[], propertyId?: number | number[]) {
  if (typeIds.length === 0) return new Map<number, number>();
  const groups = await db.unit.groupBy({
    by: ['unitTypeId'],
    where: {
      unitTypeId: { in: typeIds },
      ...(propertyId === undefined ? {} : { propertyId: propertyIn(propertyId) }),
    },
    _count: { _all: true },
  });
  return new Map(groups.map((g) => [g.unitTypeId ?? 0, g._count._all]));
}

/** GET /accounts/unit-types/: the property's types and the landlord-wide ones, by name. */
export async function listUnitTypes(
  deps: Deps,
  landlordId: number,
  /** One property, or a team member's properties (lib/route-access.ts), with the landlord-wide. */
  propertyId?: number | number[],
): Promise<UnitTypeRead[]> {
  if (typeof propertyId === 'number') await assertOwnsProperty(deps.db, landlordId, propertyId);
  const scoped = propertyId === undefined ? undefined : propertyIn(propertyId);
  const types = await deps.db.unitType.findMany({
    where: {
      landlordId,
      ...(scoped === undefined ? {} : { OR: [{ propertyId: scoped }, { propertyId: null }] }),
    },
    select: typeSelect,
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: UNIT_TYPES_MAX,
  });
  const counts = await unitCounts(
    deps.db,
    types.map((t) => t.id),
    propertyId,
  );
  return types.map((t) => toRead(t, counts.get(t.id) ?? 0));
}

// Names are unique per landlord and scope (one property, or all of them), ignoring case.
async function assertNameFree(
  tx: DbTx,
  landlordId: number,
  propertyId: number | null,
  name: string,
  exceptId?: number,
) {
  const clash = await tx.unitType.findFirst({
    where: {
      landlordId,
      propertyId,
      name: equalsIgnoringCase(name),
      ...(exceptId === undefined ? {} : { id: { not: exceptId } }),
    },
    select: { id: true },
  });
  if (clash) throw fieldError('name', ADMIN_MESSAGES.roomTypeNameTaken);
}

/** POST /accounts/unit-types/ */
export async function createUnitType(
  deps: Deps,
  landlordId: number,
  input: UnitTypeInput,
): Promise<UnitTypeRead> {
  return deps.db.$transaction(async (tx) => {
    const propertyId = input.property_id ?? null;
    if (propertyId !== null) await assertOwnsProperty(tx, landlordId, propertyId);
    await lockLandlordPortfolio(tx, landlordId);
    await assertNameFree(tx, landlordId, propertyId, input.name);
    const created = await tx.unitType.create({
      data: {
        landlordId,
        propertyId,
        name: input.name,
        rent: input.rent,
        deposit: input.deposit,
        description: input.description || null,
        isCustom: !isStandardRoomType(input.name),
      },
      select: typeSelect,
    });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.unitTypeCreated,
      entityType: 'unit_type',
      entityId: created.id,
      data: { after: { name: created.name, rent: created.rent, deposit: created.deposit } },
    });
    return toRead(created, 0);
  });
}

/**
 * PUT /accounts/unit-types/{id}/: units keep their own rent (rent changes go through the rent
 * update calls); a new name is carried to the linked units' room_type.
 */
export async function updateUnitType(
  deps: Deps,
  landlordId: number,
  id: number,
  input: UnitTypeInput,
): Promise<UnitTypeRead> {
  return deps.db.$transaction(async (tx) => {
    const before = await findOwnedType(tx, landlordId, id);
    const propertyId = input.property_id === undefined ? before.propertyId : input.property_id;
    if (propertyId !== null && propertyId !== before.propertyId)
      await assertOwnsProperty(tx, landlordId, propertyId);
    await lockLandlordPortfolio(tx, landlordId);
    await assertNameFree(tx, landlordId, propertyId, input.name, id);
    const updated = await tx.unitType.update({
      where: { id },
      data: {
        propertyId,
        name: input.name,
        rent: input.rent,
        deposit: input.deposit,
        description: input.description === undefined ? undefined : input.description || null,
        isCustom: !isStandardRoomType(input.name),
      },
      select: typeSelect,
    });
    if (updated.name !== before.name)
      await tx.unit.updateMany({
        where: { unitTypeId: id },
        data: { roomType: roomTypeOfName(updated.name) },
      });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.unitTypeUpdated,
      entityType: 'unit_type',
      entityId: id,
      data: {
        before: { name: before.name, rent: before.rent, deposit: before.deposit },
        after: { name: updated.name, rent: updated.rent, deposit: updated.deposit },
      },
    });
    const counts = await unitCounts(tx, [id]);
    return toRead(updated, counts.get(id) ?? 0);
  });
}

/** DELETE /accounts/unit-types/{id}/: refused (409) while any unit uses the type. */
export async function deleteUnitType(deps: Deps, landlordId: number, id: number): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const type = await findOwnedType(tx, landlordId, id);
    // Unit creation takes the same lock: no unit can pick this type up between check and delete.
    await lockLandlordPortfolio(tx, landlordId);
    const inUse = await tx.unit.findFirst({ where: unitsOfTypeWhere(type), select: { id: true } });
    if (inUse) throw new AppError(409, ERROR_CODES.conflict, ADMIN_MESSAGES.roomTypeInUse);
    await tx.unitType.delete({ where: { id } });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.unitTypeDeleted,
      entityType: 'unit_type',
      entityId: id,
      data: { before: { name: type.name, rent: type.rent, deposit: type.deposit } },
    });
  });
}
