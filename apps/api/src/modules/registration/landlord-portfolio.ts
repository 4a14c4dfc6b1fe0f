import { CUSTOM_ROOM_TYPE_PREFIX, type PropertyDraft } from '@pango/shared';
import type { DbTx } from '../../lib/db.js';

/**
 * Writes a new landlord's properties, one unit type per (property, room type) priced from the
 * first unit of that type, and every unit. A signup may carry up to LIMITS.registrationUnitsMax
 * units, so unit types and units are inserted in bulk: the query count grows with the number of
 * properties (at most LIMITS.registrationPropertiesMax), never with the number of units.
 */
export async function createLandlordPortfolio(
  tx: DbTx,
  landlordId: number,
  properties: readonly PropertyDraft[],
): Promise<void> {
  const propertyIds: number[] = [];
  // One insert per property keeps each id tied to its input without relying on RETURNING order.
  for (const property of properties) {
    const created = await tx.property.create({
      data: {
        landlordId,
        name: property.name,
        address: property.address,
        unitCount: property.units.length,
      },
      select: { id: true },
    });
    propertyIds.push(created.id);
  }

  const typeRows = properties.flatMap((property, index) => {
    const firstOfType = new Map<string, PropertyDraft['units'][number]>();
    for (const unit of property.units)
      if (!firstOfType.has(unit.room_type)) firstOfType.set(unit.room_type, unit);
    return [...firstOfType.values()].map((unit) => ({
      landlordId,
      propertyId: propertyIds[index]!,
      name: unit.room_type,
      rent: unit.monthly_rent,
      deposit: unit.deposit_amount,
      isCustom: unit.room_type.startsWith(CUSTOM_ROOM_TYPE_PREFIX),
    }));
  });
  if (typeRows.length === 0) return;
  const types = await tx.unitType.createManyAndReturn({
    data: typeRows,
    select: { id: true, propertyId: true, name: true },
  });
  const typeId = new Map(types.map((t) => [`${t.propertyId}\u0000${t.name}`, t.id]));

  await tx.unit.createMany({
    data: properties.flatMap((property, index) => {
      const propertyId = propertyIds[index]!;
      return property.units.map((unit) => ({
        landlordId,
        propertyId,
        unitTypeId: typeId.get(`${propertyId}\u0000${unit.room_type}`) ?? null,
        unitNumber: unit.unit_number,
        roomType: unit.room_type,
        rent: unit.monthly_rent,
        deposit: unit.deposit_amount,
        isAvailable: true,
      }));
    }),
  });
}
