import { propertyIn } from '../../lib/route-access.js';
import {
  ADMIN_MESSAGES,
  ERROR_CODES,
  LIMITS,
  type CreateUnitSchema,
  type Page,
  type UnitRead,
} from '@pango/shared';
import type { z } from 'zod';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { assertWithinPlanLimits } from '../subscriptions/subscriptions.service.js';
import { lockOwnedProperty } from './portfolio-lock.js';
import type { PageQuery } from './properties.service.js';
import { nextPage, toUnitRead, unitSelect } from './property-read.js';
import {
  assertUnitNumberFree,
  fieldError,
  isUnitNumberClash,
  resolveRoomType,
  unitNumberTaken,
} from './unit-rules.js';

type CreateUnitInput = z.infer<typeof CreateUnitSchema>;

/**
 * GET /accounts/units/: the landlord's units, optionally one property's (another landlord's
 * property: 404). A count and one findMany whose relations Prisma loads in a fixed number of
 * queries: the query count does not grow with the page.
 */
export async function listUnits(
  deps: Deps,
  landlordId: number,
  /** property_id: one property, or a team member's properties (lib/route-access.ts). */
  query: PageQuery & { property_id?: number | number[] },
): Promise<Page<UnitRead>> {
  if (typeof query.property_id === 'number') {
    const owned = await deps.db.property.findFirst({
      where: { id: query.property_id, landlordId },
      select: { id: true },
    });
    if (!owned) throw notFound();
  }
  const where =
    query.property_id === undefined
      ? { landlordId }
      : { landlordId, propertyId: propertyIn(query.property_id) };
  const [count, rows] = await Promise.all([
    deps.db.unit.count({ where }),
    deps.db.unit.findMany({
      where,
      select: unitSelect,
      orderBy: [{ propertyId: 'asc' }, { unitNumber: 'asc' }, { id: 'asc' }],
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
  ]);
  return {
    count,
    next_page: nextPage(query.page, query.page_size, count),
    results: rows.map(toUnitRead),
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
