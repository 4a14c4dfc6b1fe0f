import {
  ADMIN_MESSAGES,
  customRoomType,
  customRoomTypeText,
  ERROR_CODES,
  isValidRoomType,
} from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { DbTx } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { equalsIgnoringCase } from '../../lib/like-pattern.js';

// Rules shared by unit creation and update: the room type a unit gets, and unit number clashes.

/** A 400 with the message beside one field, as the forms show it. */
export function fieldError(field: string, message: string): AppError {
  return new AppError(400, ERROR_CODES.validation, message, { errors: { [field]: [message] } });
}

/** The unit's room_type for a room type's name: standard names as they are, others custom-<name>. */
export function roomTypeOfName(name: string): string {
  return isValidRoomType(name) ? name : customRoomType(name);
}

/** Units "of" a room type: linked by id, or carrying its name as room_type within its scope. */
export function unitsOfTypeWhere(type: {
  id: number;
  landlordId: number;
  propertyId: number | null;
  name: string;
}): Prisma.UnitWhereInput {
  const names = [...new Set([type.name, roomTypeOfName(type.name)])];
  return {
    landlordId: type.landlordId,
    OR: [
      { unitTypeId: type.id },
      {
        ...(type.propertyId === null ? {} : { propertyId: type.propertyId }),
        OR: names.map((name) => ({ roomType: equalsIgnoringCase(name) })),
      },
    ],
  };
}

export type ResolvedRoomType = {
  roomType: string;
  type: { id: number; rent: number; deposit: number } | null;
};

/**
 * The room type a unit gets from {room_type, unit_type}: a unit_type id must be one of the
 * landlord's types for this property (or for all of them), else "Invalid room type selected.";
 * a room_type alone is linked to the landlord's type of that name when there is one. Returns null
 * when neither is given.
 */
export async function resolveRoomType(
  tx: DbTx,
  landlordId: number,
  propertyId: number,
  input: { room_type?: string; unit_type?: number | null },
): Promise<ResolvedRoomType | null> {
  const scope = { landlordId, OR: [{ propertyId }, { propertyId: null }] };
  const select = { id: true, name: true, rent: true, deposit: true } as const;
  if (input.unit_type) {
    const type = await tx.unitType.findFirst({ where: { id: input.unit_type, ...scope }, select });
    if (!type) throw fieldError('unit_type', ADMIN_MESSAGES.invalidRoomType);
    return { roomType: input.room_type || roomTypeOfName(type.name), type };
  }
  if (!input.room_type) return null;
  const text = customRoomTypeText(input.room_type);
  const names = text === null ? [input.room_type] : [input.room_type, text];
  // The property's own type wins over a landlord-wide one of the same name.
  const type = await tx.unitType.findFirst({
    where: {
      ...scope,
      OR: names.map((name) => ({ name: equalsIgnoringCase(name) })),
    },
    select,
    orderBy: [{ propertyId: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
  });
  return { roomType: input.room_type, type };
}

/** 400 on unit_number when the property already has that number (ignoring case and `exceptId`). */
export async function assertUnitNumberFree(
  tx: DbTx,
  propertyId: number,
  unitNumber: string,
  exceptId?: number,
): Promise<void> {
  const clash = await tx.unit.findFirst({
    where: {
      propertyId,
      unitNumber: equalsIgnoringCase(unitNumber),
      ...(exceptId === undefined ? {} : { id: { not: exceptId } }),
    },
    select: { id: true },
  });
  if (clash) throw unitNumberTaken();
}

export const unitNumberTaken = () => fieldError('unit_number', ADMIN_MESSAGES.unitNumberTaken);

/** The unique (property, unit number) index refused a concurrent insert or rename. */
export function isUnitNumberClash(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'P2002';
}
