import {
  ADMIN_MESSAGES,
  bulkCreateUnitNumbers,
  ERROR_CODES,
  LIMITS,
  type BulkCreateUnitsSchema,
  type UnitRead,
} from '@pango/shared';
import type { z } from 'zod';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { assertWithinPlanLimits } from '../subscriptions/subscriptions.service.js';
import { lockOwnedProperty } from './portfolio-lock.js';
import { toUnitRead, unitSelect } from './property-read.js';
import { fieldError, isUnitNumberClash, resolveRoomType, unitNumberTaken } from './unit-rules.js';
import { equalsIgnoringCase } from '../../lib/like-pattern.js';

type BulkCreateUnitsInput = z.infer<typeof BulkCreateUnitsSchema>;

/**
 * POST /accounts/units/bulk-create/: every unit of the range, or none. Under the landlord's
 * portfolio lock (a concurrent create waits, so two bulk adds cannot both take the last room), the
 * refusals come before any row is written, in order: 403 PLAN_LIMIT_REACHED (upgrade_needed,
 * limit, current_count, requested), 409 when the property's Number of Units cannot hold them,
 * 400 on the room type, 400 naming the unit numbers the property already has.
 */
export async function createUnitsInBulk(
  deps: Deps,
  landlordId: number,
  input: BulkCreateUnitsInput,
): Promise<UnitRead[]> {
  const numbers = bulkCreateUnitNumbers(input);
  try {
    return await deps.db.$transaction(async (tx) => {
      const property = await lockOwnedProperty(tx, landlordId, input.property_obj);
      await assertWithinPlanLimits(tx, landlordId, { units: numbers.length }, nowOf(deps));
      if (property.units + numbers.length > property.unitCount) {
        const message = `${ADMIN_MESSAGES.propertyFull(property.unitCount)} ${ADMIN_MESSAGES.propertyRoom(property.unitCount - property.units)}`;
        throw new AppError(409, ERROR_CODES.conflict, message);
      }
      const resolved = await resolveRoomType(tx, landlordId, property.id, input);
      if (!resolved) throw fieldError('room_type', ADMIN_MESSAGES.fillRequiredFields);
      const taken = await tx.unit.findMany({
        where: {
          propertyId: property.id,
          OR: numbers.map((n) => ({ unitNumber: equalsIgnoringCase(n) })),
        },
        select: { unitNumber: true },
        orderBy: { unitNumber: 'asc' },
      });
      if (taken.length > 0) {
        const message = ADMIN_MESSAGES.unitNumbersTaken(taken.map((u) => u.unitNumber));
        throw fieldError('unit_number', message);
      }

      // As a single create: a typed rent wins, then the room type's, then the spec's 5000.
      const type = resolved.type;
      const rent = input.rent ?? type?.rent ?? LIMITS.defaultUnitRent;
      const typeDeposit = input.rent === undefined ? type?.deposit : undefined;
      const deposit = input.deposit || typeDeposit || rent;
      const created = await tx.unit.createManyAndReturn({
        data: numbers.map((unitNumber) => ({
          landlordId,
          propertyId: property.id,
          unitTypeId: type?.id ?? null,
          unitNumber,
          roomType: resolved.roomType,
          rent,
          deposit,
          isAvailable: input.is_available,
        })),
        select: unitSelect,
      });
      for (const unit of created) {
        await recordAudit(tx, {
          actorId: landlordId,
          landlordId,
          action: AUDIT_ACTIONS.unitCreated,
          entityType: 'unit',
          entityId: unit.id,
          data: {
            property_id: property.id,
            after: {
              unit_number: unit.unitNumber,
              room_type: unit.roomType,
              rent,
              deposit,
              is_available: unit.isAvailable,
            },
          },
        });
      }
      return created.map(toUnitRead);
    });
  } catch (err) {
    if (isUnitNumberClash(err)) throw unitNumberTaken();
    throw err;
  }
}
