import { hotQuery } from '../../lib/hot-query.js';
import {
  ADMIN_MESSAGES,
  ERROR_CODES,
  LIMITS,
  type CreateUnitSchema,
  type Page,
  type UnitRead,
  unitStatus,
} from '@pango/shared';
import type { z } from 'zod';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { qualifiedTable } from '../../lib/raw-sql.js';
import { Prisma } from '../../generated/prisma/client.js';
import { assertWithinPlanLimits } from '../subscriptions/subscriptions.service.js';
import { lockOwnedProperty } from './portfolio-lock.js';
import type { PageQuery } from './properties.service.js';
import { nextPage, tenantObjOf, toUnitRead, unitSelect } from './property-read.js';
import {
  assertUnitNumberFree,
  fieldError,
  isUnitNumberClash,
  resolveRoomType,
  unitNumberTaken,
} from './unit-rules.js';

type CreateUnitInput = z.infer<typeof CreateUnitSchema>;

/** [id, unit_number, room_type, unit type id, its name, rent, deposit, size, bedrooms,
 * bathrooms, is_available, rent_due_date, current_tenant_id, tenant's full_name, their email,
 * property_id, property name] */
type UnitTuple = [
  number,
  string,
  string,
  number | null,
  string | null,
  number,
  number,
  number | null,
  number | null,
  number | null,
  boolean,
  string | null,
  number | null,
  string | null,
  string | null,
  number,
  string,
];

/**
 * GET /accounts/units/: the landlord's units, optionally one property's (another landlord's
 * property: 404). One raw statement (issue 26, ADR 049: the agency's list spent most of its API
 * CPU in Prisma): the ownership check, the count and the page as a JSON array of tuples.
 */
export async function listUnits(
  deps: Deps,
  landlordId: number,
  /** property_id: one property, or a team member's properties (lib/route-access.ts). */
  query: PageQuery & { property_id?: number | number[] },
): Promise<Page<UnitRead>> {
  const t = (name: string) => qualifiedTable(deps.env, name);
  const propertyId = query.property_id;
  const owned =
    typeof propertyId === 'number'
      ? Prisma.sql`EXISTS (SELECT 1 FROM ${t('properties')} op
                            WHERE op."id" = ${propertyId} AND op."landlord_id" = ${landlordId})`
      : Prisma.sql`true`;
  const where = Prisma.sql`u."landlord_id" = ${landlordId} ${
    propertyId === undefined
      ? Prisma.empty
      : Array.isArray(propertyId)
        ? Prisma.sql`AND u."property_id" = ANY(${propertyId}::int[])`
        : Prisma.sql`AND u."property_id" = ${propertyId}`
  }`;
  const [row] = await hotQuery<{ owned: boolean; count: number; page: UnitTuple[] }>(
    deps.db,
    Prisma.sql`
    SELECT ${owned} AS owned,
           (SELECT count(*)::int FROM ${t('units')} u WHERE ${where}) AS count,
           (SELECT coalesce(json_agg(json_build_array(u."id", u."unit_number", u."room_type",
                     ut."id", ut."name", u."rent", u."deposit", u."size", u."bedrooms",
                     u."bathrooms", u."is_available", u."rent_due_date", u."current_tenant_id",
                     tu."full_name", tu."email", u."property_id", p."name")
                     ORDER BY u."property_id", u."unit_number", u."id"), '[]')
              FROM (SELECT * FROM ${t('units')} u WHERE ${where}
                     ORDER BY u."property_id", u."unit_number", u."id"
                     LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}) u
              JOIN ${t('properties')} p
                ON p."landlord_id" = u."landlord_id" AND p."id" = u."property_id"
              LEFT JOIN ${t('unit_types')} ut ON ut."id" = u."unit_type_id"
              LEFT JOIN ${t('users')} tu ON tu."id" = u."current_tenant_id") AS page`,
  );
  if (!row) throw new Error('The units statement answered no row.');
  if (!row.owned) throw notFound();
  return {
    count: row.count,
    next_page: nextPage(query.page, query.page_size, row.count),
    results: row.page.map(toUnitReadOfTuple),
  };
}

// The same object as toUnitRead's, key for key: the answer must not change with the read.
function toUnitReadOfTuple([
  id,
  unitNumber,
  roomType,
  unitTypeId,
  unitTypeName,
  rent,
  deposit,
  size,
  bedrooms,
  bathrooms,
  isAvailable,
  rentDueDate,
  tenantId,
  tenantName,
  tenantEmail,
  propertyId,
  propertyName,
]: UnitTuple): UnitRead {
  return {
    id,
    unit_number: unitNumber,
    room_type: roomType,
    unit_type: unitTypeId === null ? null : { id: unitTypeId, name: unitTypeName! },
    rent,
    deposit,
    size,
    bedrooms,
    bathrooms,
    is_available: isAvailable,
    status: unitStatus({ tenantId, isAvailable }),
    tenant: tenantId,
    tenant_obj: tenantEmail === null ? null : tenantObjOf(tenantName!, tenantEmail),
    property_obj: propertyId,
    property_name: propertyName,
    // A date column is 'YYYY-MM-DD' in JSON, as toUnitRead slices it.
    rent_due_date: rentDueDate,
  };
}

/**
 * POST /accounts/units/create/. One transaction under the landlord's portfolio lock, so the
 * number, capacity and plan checks cannot be raced by a concurrent create (bulk add sends ten at
 * a time). Refusals, in order: 400 field errors (room type, unit number), 409 CONFLICT when the
 * property is full (unit_count reached), 403 PLAN_LIMIT_REACHED with upgrade_needed.
 */
export async function createUnit(
  deps: Deps,
  landlordId: number,
  input: CreateUnitInput,
): Promise<UnitRead> {
  try {
    return await deps.db.$transaction(async (tx) => {
      const property = await lockOwnedProperty(tx, landlordId, input.property_obj);
      const resolved = await resolveRoomType(tx, landlordId, property.id, input);
      if (!resolved) throw fieldError('room_type', ADMIN_MESSAGES.fillRequiredFields);
      await assertUnitNumberFree(tx, property.id, input.unit_number);
      if (property.units >= property.unitCount) {
        throw new AppError(
          409,
          ERROR_CODES.conflict,
          ADMIN_MESSAGES.propertyFull(property.unitCount),
        );
      }
      await assertWithinPlanLimits(tx, landlordId, { units: 1 }, nowOf(deps));

      // A rent typed on the form wins; otherwise the room type's, otherwise the spec's 5000.
      const type = resolved.type;
      const rent = input.rent ?? type?.rent ?? LIMITS.defaultUnitRent;
      const typeDeposit = input.rent === undefined ? type?.deposit : undefined;
      const deposit = input.deposit || typeDeposit || rent;
      const created = await tx.unit.create({
        data: {
          landlordId,
          propertyId: property.id,
          unitTypeId: type?.id ?? null,
          unitNumber: input.unit_number,
          roomType: resolved.roomType,
          rent,
          deposit,
          isAvailable: input.is_available,
        },
        select: unitSelect,
      });
      await recordAudit(tx, {
        actorId: landlordId,
        action: AUDIT_ACTIONS.unitCreated,
        entityType: 'unit',
        entityId: created.id,
        data: {
          property_id: property.id,
          after: {
            unit_number: created.unitNumber,
            room_type: created.roomType,
            rent,
            deposit,
            is_available: created.isAvailable,
          },
        },
      });
      return toUnitRead(created);
    });
  } catch (err) {
    if (isUnitNumberClash(err)) throw unitNumberTaken();
    throw err;
  }
}
