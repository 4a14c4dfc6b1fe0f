import { propertyIn } from '../../lib/route-access.js';
import {
  ADMIN_MESSAGES,
  ERROR_CODES,
  type CreatePropertySchema,
  type Page,
  type PropertyRead,
  type UpdatePropertySchema,
} from '@pango/shared';
import type { z } from 'zod';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { assertWithinPlanLimits } from '../subscriptions/subscriptions.service.js';
import { lockLandlordPortfolio, lockOwnedProperty } from './portfolio-lock.js';
import {
  nextPage,
  propertySelect,
  toPropertyRead,
  unitFiguresByProperty,
} from './property-read.js';

type CreatePropertyInput = z.infer<typeof CreatePropertySchema>;
type UpdatePropertyInput = z.infer<typeof UpdatePropertySchema>;
export type PageQuery = { page: number; page_size: number };

/** GET /accounts/properties/: newest first; three queries whatever the page holds. */
export async function listProperties(
  deps: Deps,
  landlordId: number,
  query: PageQuery,
  /** A team member's properties (lib/route-access.ts); undefined = all. */
  scope?: number | number[],
): Promise<Page<PropertyRead>> {
  const where = scope === undefined ? { landlordId } : { landlordId, id: propertyIn(scope) };
  const [count, rows] = await Promise.all([
    deps.db.property.count({ where }),
    deps.db.property.findMany({
      where,
      select: propertySelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
  ]);
  const figures = await unitFiguresByProperty(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    count,
    next_page: nextPage(query.page, query.page_size, count),
    results: rows.map((row) => toPropertyRead(row, figures.get(row.id))),
  };
}

async function readProperty(db: Deps['db'] | DbTx, landlordId: number, id: number) {
  const row = await db.property.findFirst({ where: { id, landlordId }, select: propertySelect });
  if (!row) throw notFound();
  const figures = await unitFiguresByProperty(db, [row.id]);
  return toPropertyRead(row, figures.get(row.id));
}

/** GET /accounts/properties/{id}/ (another landlord's property: 404). */
export function getProperty(deps: Deps, landlordId: number, id: number): Promise<PropertyRead> {
  return readProperty(deps.db, landlordId, id);
}

/**
 * POST /accounts/properties/create/: within the plan's property limit, and its Number of Units
 * within the units the plan still holds (a property no unit of which could be added is refused
 * before it exists, not unit by unit afterwards). Address defaults to the city.
 */
export async function createProperty(
  deps: Deps,
  landlordId: number,
  input: CreatePropertyInput,
): Promise<PropertyRead> {
  return deps.db.$transaction(async (tx) => {
    await lockLandlordPortfolio(tx, landlordId);
    await assertWithinPlanLimits(
      tx,
      landlordId,
      { properties: 1, units: input.unit_count },
      nowOf(deps),
    );
    const row = await tx.property.create({
      data: {
        landlordId,
        name: input.name,
        city: input.city,
        state: input.state,
        address: input.address || input.city,
        unitCount: input.unit_count,
      },
      select: propertySelect,
    });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.propertyCreated,
      entityType: 'property',
      entityId: row.id,
      data: { name: row.name, unit_count: row.unitCount },
    });
    return toPropertyRead(row);
  });
}

/** PUT /accounts/properties/{id}/: unit_count never below the units the property has. */
export async function updateProperty(
  deps: Deps,
  landlordId: number,
  id: number,
  input: UpdatePropertyInput,
): Promise<PropertyRead> {
  return deps.db.$transaction(async (tx) => {
    const owned = await lockOwnedProperty(tx, landlordId, id);
    if (input.unit_count !== undefined && input.unit_count < owned.units) {
      const message = ADMIN_MESSAGES.unitCountBelowUnits(owned.units);
      throw new AppError(400, ERROR_CODES.validation, message, {
        errors: { unit_count: [message] },
      });
    }
    const before = await tx.property.findUniqueOrThrow({ where: { id }, select: propertySelect });
    const data = {
      name: input.name,
      city: input.city,
      state: input.state,
      address: input.address || undefined,
      unitCount: input.unit_count,
      noticePeriodDays: input.notice_period_days,
      rentalType: input.rental_type,
      ownerName: input.owner_name,
      ownerEmail: input.owner_email,
    };
    await tx.property.update({ where: { id }, data });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.propertyUpdated,
      entityType: 'property',
      entityId: id,
      data: {
        before: {
          name: before.name,
          city: before.city,
          state: before.state,
          address: before.address,
          unit_count: before.unitCount,
          notice_period_days: before.noticePeriodDays,
          rental_type: before.rentalType,
          owner_name: before.ownerName,
          owner_email: before.ownerEmail,
        },
        after: { ...input, address: data.address ?? before.address },
      },
    });
    return readProperty(tx, landlordId, id);
  });
}

/**
 * DELETE /accounts/properties/{id}/: refused while a unit is occupied or money rows reference its
 * units (payments would lose their unit, ledger rows forbid it); otherwise the units, room types
 * and images go with it (cascade).
 */
export async function deleteProperty(deps: Deps, landlordId: number, id: number): Promise<void> {
  const photoKeys = await deps.db.$transaction(async (tx) => {
    const property = await tx.property.findFirst({
      where: { id, landlordId },
      select: { id: true, name: true, unitCount: true, _count: { select: { units: true } } },
    });
    if (!property) throw notFound();
    const inUse = await tx.unit.findFirst({
      where: {
        propertyId: id,
        OR: [
          { currentTenantId: { not: null } },
          { payments: { some: {} } },
          { ledgerEntries: { some: {} } },
        ],
      },
      select: { id: true },
    });
    if (inUse) throw new AppError(409, ERROR_CODES.conflict, ADMIN_MESSAGES.propertyInUse);
    const photos = await tx.propertyImage.findMany({
      where: { propertyId: id },
      select: { url: true },
    });
    await tx.property.delete({ where: { id } });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.propertyDeleted,
      entityType: 'property',
      entityId: id,
      data: {
        before: {
          name: property.name,
          unit_count: property.unitCount,
          units: property._count.units,
        },
      },
    });
    return photos.map((photo) => photo.url);
  });
  // The photo files (ADR 032) go after the commit: a failure leaves orphan files, never rows.
  await Promise.all(photoKeys.map((key) => deps.storage.remove(key).catch(() => undefined)));
}
