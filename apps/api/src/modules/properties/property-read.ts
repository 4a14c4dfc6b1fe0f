import { unitStatus, type PropertyRead, type UnitRead } from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db, DbTx } from '../../lib/db.js';
import { ownerPhotoPath } from '../vacancy/property-photos.service.js';

// The response shapes of seed 001 section 3 and the selects that feed them. Lists stay a fixed
// number of queries: unit figures come from one groupBy over every listed property.

export const propertySelect = {
  id: true,
  name: true,
  address: true,
  city: true,
  state: true,
  unitCount: true,
  noticePeriodDays: true,
  rentalType: true,
  ownerName: true,
  ownerEmail: true,
  createdAt: true,
  images: { select: { id: true, url: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
} as const satisfies Prisma.PropertySelect;

type PropertyRow = Prisma.PropertyGetPayload<{ select: typeof propertySelect }>;
type UnitFigures = { total: number; occupied: number; available: number };
const NO_UNITS: UnitFigures = { total: 0, occupied: 0, available: 0 };

/** Unit figures by property id, from one groupBy whatever the number of properties. */
export async function unitFiguresByProperty(
  db: Db | DbTx,
  propertyIds: number[],
): Promise<Map<number, UnitFigures>> {
  const figures = new Map<number, UnitFigures>();
  if (propertyIds.length === 0) return figures;
  // _count of currentTenantId counts the non-null ones, i.e. occupied units (seed 001 section 4).
  const groups = await db.unit.groupBy({
    by: ['propertyId', 'isAvailable'],
    where: { propertyId: { in: propertyIds } },
    _count: { _all: true, currentTenantId: true },
  });
  for (const group of groups) {
    const current = figures.get(group.propertyId) ?? { ...NO_UNITS };
    const occupied = group._count.currentTenantId;
    current.total += group._count._all;
    current.occupied += occupied;
    if (group.isAvailable) current.available += group._count._all - occupied;
    figures.set(group.propertyId, current);
  }
  return figures;
}

export function toPropertyRead(row: PropertyRow, figures: UnitFigures = NO_UNITS): PropertyRead {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    unit_count: row.unitCount,
    total_units: figures.total,
    occupied_units: figures.occupied,
    available_units: figures.available,
    // A tenant lives in at most one unit (current_tenant_id is unique): tenants = occupied units.
    total_tenants: figures.occupied,
    // The landlord's authorised copy (ADR 032); the row holds a storage key, not a URL.
    images: row.images.map((image) => ({ id: image.id, url: ownerPhotoPath(image.id) })),
    notice_period_days: row.noticePeriodDays,
    rental_type: row.rentalType,
    owner_name: row.ownerName,
    owner_email: row.ownerEmail,
    created_at: row.createdAt.toISOString(),
  };
}

export const unitSelect = {
  id: true,
  unitNumber: true,
  roomType: true,
  rent: true,
  deposit: true,
  size: true,
  bedrooms: true,
  bathrooms: true,
  isAvailable: true,
  rentDueDate: true,
  currentTenantId: true,
  propertyId: true,
  unitType: { select: { id: true, name: true } },
  currentTenant: { select: { fullName: true, email: true } },
  property: { select: { name: true } },
} as const satisfies Prisma.UnitSelect;

type UnitRow = Prisma.UnitGetPayload<{ select: typeof unitSelect }>;

/** A unit's tenant as UnitRead shows them: the first word of the name, then the rest. */
export function tenantObjOf(fullName: string, email: string): NonNullable<UnitRead['tenant_obj']> {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { first_name: firstName, last_name: rest.join(' '), email };
}

export function toUnitRead(row: UnitRow): UnitRead {
  const tenant = row.currentTenant;
  return {
    id: row.id,
    unit_number: row.unitNumber,
    room_type: row.roomType,
    unit_type: row.unitType,
    rent: row.rent,
    deposit: row.deposit,
    size: row.size,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    is_available: row.isAvailable,
    status: unitStatus({ tenantId: row.currentTenantId, isAvailable: row.isAvailable }),
    tenant: row.currentTenantId,
    tenant_obj: tenant ? tenantObjOf(tenant.fullName, tenant.email) : null,
    property_obj: row.propertyId,
    property_name: row.property.name,
    rent_due_date: row.rentDueDate ? row.rentDueDate.toISOString().slice(0, 10) : null,
  };
}

/** Page numbers of the spec's list shape: next_page is null on the last page. */
export function nextPage(page: number, pageSize: number, count: number): number | null {
  return page * pageSize < count ? page + 1 : null;
}
