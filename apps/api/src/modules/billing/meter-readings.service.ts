import {
  chargeKey,
  ERROR_CODES,
  fromScaledInteger,
  METER_MESSAGES,
  nairobiToday,
  periodOf,
  type MeterReadingInputSchema,
  type MeterReadingRead,
} from '@pango/shared';
import type { z } from 'zod';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Deps } from '../../lib/deps.js';
import { nowOf } from '../../lib/deps.js';
import type { Db, DbTx } from '../../lib/db.js';
import { AppError, notFound } from '../../lib/errors.js';
import { actingMemberId, enteredBySelect } from '../../lib/entered-by.js';
import { lockRows } from '../../lib/row-locks.js';
import { dateOnly, latestVersion, meteredCharges, toDbDate } from './billing-versions.js';
import { readingText, toRead } from './meter-reading-read.js';

// POST/GET /api/accounts/units/{id}/meter-readings/ (issue 20, item 2; ADR 023).

type ReadingInput = z.output<typeof MeterReadingInputSchema>;

export async function ownedUnit(db: Db | DbTx, landlordId: number, unitId: number) {
  const unit = await db.unit.findFirst({
    where: { id: unitId, landlordId },
    select: { id: true, propertyId: true },
  });
  if (!unit) throw notFound();
  return unit;
}

const fieldError = (status: number, field: string, message: string, extra = {}) =>
  new AppError(status, status === 409 ? ERROR_CODES.conflict : ERROR_CODES.validation, message, {
    errors: { [field]: [message] },
    ...extra,
  });

/**
 * Records this month's reading of one meter. The charge must be a metered charge of the unit's
 * property's latest rules (a baseline may be read before those rules apply). A reading below the
 * previous month's needs `replaced_meter: true` (409 until then). A second reading in the same
 * month replaces the first: the caretaker corrects a typo where they stand.
 */
export async function recordMeterReading(
  deps: Deps,
  landlordId: number,
  unitId: number,
  input: ReadingInput,
): Promise<MeterReadingRead> {
  return deps.db.$transaction(async (tx) => {
    const unit = await ownedUnit(tx, landlordId, unitId);
    if (input.read_on > nairobiToday(nowOf(deps)))
      throw fieldError(400, 'read_on', METER_MESSAGES.readOnFuture);
    // One writer per unit at a time: the previous reading cannot change under this check.
    await lockRows(tx, deps.env, 'units', [unitId]);
    const version = await latestVersion(tx, unit.propertyId);
    const key = chargeKey(input.charge);
    const charge = version ? meteredCharges(version).find((c) => c.nameKey === key) : undefined;
    if (!charge) throw fieldError(400, 'charge', METER_MESSAGES.noSuchCharge(input.charge));

    const period = toDbDate(periodOf(input.read_on));
    const previous = await tx.meterReading.findFirst({
      where: { unitId, chargeKey: key, period: { lt: period } },
      orderBy: { period: 'desc' },
      select: { readingMilli: true },
    });
    if (previous && input.reading < previous.readingMilli && !input.replaced_meter)
      throw fieldError(
        409,
        'reading',
        METER_MESSAGES.belowPrevious(readingText(previous.readingMilli)),
        {
          needs_replacement_confirmation: true,
          previous_reading: fromScaledInteger(previous.readingMilli, 3),
        },
      );

    const existing = await tx.meterReading.findUnique({
      where: { unitId_chargeKey_period: { unitId, chargeKey: key, period } },
      select: { readingMilli: true, readOn: true, replacedMeter: true },
    });
    const fields = {
      readingMilli: input.reading,
      readOn: toDbDate(input.read_on),
      replacedMeter: input.replaced_meter,
      createdById: landlordId,
      // Who entered it (issue 23): the team member acting, null for the owner.
      enteredByMemberId: actingMemberId(),
    };
    const row = await tx.meterReading.upsert({
      where: { unitId_chargeKey_period: { unitId, chargeKey: key, period } },
      create: { unitId, chargeKey: key, period, ...fields },
      update: fields,
      include: { enteredBy: enteredBySelect },
    });
    const summary = (r: { readingMilli: number; readOn: Date; replacedMeter: boolean }) => ({
      charge: charge.name,
      reading: readingText(r.readingMilli),
      read_on: dateOnly(r.readOn),
      replaced_meter: r.replacedMeter,
    });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.meterReadingRecorded,
      entityType: 'unit',
      entityId: unitId,
      data: { before: existing ? summary(existing) : null, after: summary(row) },
    });
    return toRead(row, previous?.readingMilli ?? null, charge);
  });
}
