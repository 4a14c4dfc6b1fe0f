import { roomTypeLabel, unitStatus, type UnitRead, type UnitStatus } from '@pango/shared';

export const STATUS_LABEL: Record<UnitStatus, string> = {
  occupied: 'Occupied',
  available: 'Available',
  unavailable: 'Unavailable',
};

/** Seed 001 section 4: occupied with a tenant, else available or unavailable. */
export const statusOf = (unit: UnitRead) =>
  unitStatus({ tenantId: unit.tenant, isAvailable: unit.is_available });

export const tenantName = (unit: UnitRead) =>
  unit.tenant_obj ? `${unit.tenant_obj.first_name} ${unit.tenant_obj.last_name}`.trim() : null;

/** A signup's types are named "1-bedroom": shown as the standard label, like the type choices. */
export const typeLabel = (unit: UnitRead) => roomTypeLabel(unit.unit_type?.name ?? unit.room_type);

/** The figures of the four stat cards, from the units list so they match the table. */
export function unitCounts(units: readonly UnitRead[]) {
  const statuses = units.map(statusOf);
  const occupied = statuses.filter((s) => s === 'occupied').length;
  return {
    // One tenant per unit: the tenants are the occupied units' tenants.
    tenants: occupied,
    total: units.length,
    available: statuses.filter((s) => s === 'available').length,
    occupied,
  };
}
