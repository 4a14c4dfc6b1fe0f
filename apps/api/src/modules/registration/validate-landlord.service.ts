import { ERROR_CODES, MESSAGES, type ValidateLandlordResult } from '@pango/shared';
import type { Db, DbTx } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';

// The landlord ID a tenant types at signup step 2, and the properties and rooms it opens.

export type LandlordByCode = { id: number; fullName: string; email: string };

/** The landlord owning `code` (already upper-cased by the schema), or null. */
export async function findLandlordByCode(
  db: Db | DbTx,
  code: string,
): Promise<LandlordByCode | null> {
  // One query: the relation filter becomes a sub-select, where an include would be a second query.
  return db.user.findFirst({
    where: { role: 'landlord', landlordProfile: { is: { landlordCode: code } } },
    select: { id: true, fullName: true, email: true },
  });
}

/** A unit is taken once a tenant lives there or a pending application reserved it (ADR). */
export const isUnitOccupied = (unit: { currentTenantId: number | null; isAvailable: boolean }) =>
  unit.currentTenantId !== null || !unit.isAvailable;

/** Rooms are identified to the web by a unit_code; the Unit model has no code column. */
export const unitCodeOf = (unitId: number) => String(unitId);

/** The unit id a unit_code names, or null when it is not one of ours. */
export function unitIdOf(unitCode: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(unitCode)) return null;
  const id = Number(unitCode);
  return id <= 2_147_483_647 ? id : null;
}

export const landlordNotFound = () =>
  new AppError(404, ERROR_CODES.notFound, MESSAGES.landlordNotFound, {
    error: MESSAGES.landlordNotFound,
  });

/**
 * POST /accounts/validate-landlord/. Three queries whatever the portfolio size: the landlord, its
 * properties, and all their units in one batched query (Prisma loads a relation with IN (...)).
 */
export async function validateLandlord(db: Db, code: string): Promise<ValidateLandlordResult> {
  const landlord = await findLandlordByCode(db, code);
  if (!landlord) throw landlordNotFound();
  const properties = await db.property.findMany({
    where: { landlordId: landlord.id },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      name: true,
      address: true,
      units: {
        orderBy: [{ unitNumber: 'asc' }, { id: 'asc' }],
        select: {
          id: true,
          unitNumber: true,
          roomType: true,
          rent: true,
          deposit: true,
          isAvailable: true,
          currentTenantId: true,
        },
      },
    },
  });
  return {
    landlord_name: landlord.fullName,
    landlord_email: landlord.email,
    properties: properties.map((property) => ({
      id: property.id,
      name: property.name,
      address: property.address,
      units: property.units.map((unit) => ({
        id: unit.id,
        unit_code: unitCodeOf(unit.id),
        unit_number: unit.unitNumber,
        room_type: unit.roomType,
        rent: unit.rent,
        deposit: unit.deposit,
        occupied: isUnitOccupied(unit),
      })),
    })),
  };
}
