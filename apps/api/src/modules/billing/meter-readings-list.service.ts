import {
  chargeKey,
  versionInForce,
  type MeterReadingList,
  type MeterReadingListQuerySchema,
  type TeamRole,
} from '@pango/shared';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.js';
import { qualifiedTable } from '../../lib/raw-sql.js';
import { Prisma } from '../../generated/prisma/client.js';
import { dateOnly, meteredCharges, versionSelect } from './billing-versions.js';
import { ownedUnit } from './meter-readings.service.js';
import { toRead } from './meter-reading-read.js';

type ListQuery = z.output<typeof MeterReadingListQuerySchema>;

type Row = {
  id: number;
  unitId: number;
  chargeKey: string;
  readingMilli: number;
  readOn: Date;
  period: Date;
  replacedMeter: boolean;
  photoUrl: string | null;
  createdAt: Date;
  previousMilli: number | null;
  enteredByName: string | null;
  enteredByRole: TeamRole | null;
};

/**
 * A unit's readings, newest first (period, then id), with each one's previous reading (LAG over
 * the same charge) and what it charges at the rules in force for its period. Three queries
 * whatever the page: the count, the page, the property's rule versions.
 */
export async function listMeterReadings(
  deps: Deps,
  landlordId: number,
  unitId: number,
  query: ListQuery,
): Promise<MeterReadingList> {
  const unit = await ownedUnit(deps.db, landlordId, unitId);
  const key = query.charge === undefined ? null : chargeKey(query.charge);
  const where = { unitId, ...(key === null ? {} : { chargeKey: key }) };
  const table = qualifiedTable(deps.env, 'meter_readings');
  const members = qualifiedTable(deps.env, 'team_members');
  const chargeFilter = key === null ? Prisma.empty : Prisma.sql`AND charge_key = ${key}`;
  const offset = (query.page - 1) * query.page_size;
  const [count, rows, versions] = await Promise.all([
    deps.db.meterReading.count({ where }),
    deps.db.$queryRaw<Row[]>`
      SELECT r.*, m.name AS "enteredByName", m.role::text AS "enteredByRole" FROM (
        SELECT id, unit_id AS "unitId", charge_key AS "chargeKey", reading_milli AS "readingMilli",
               read_on AS "readOn", period, replaced_meter AS "replacedMeter",
               photo_url AS "photoUrl", created_at AS "createdAt",
               entered_by_member_id AS "enteredByMemberId",
               LAG(reading_milli) OVER (PARTITION BY charge_key ORDER BY period) AS "previousMilli"
        FROM ${table} WHERE unit_id = ${unitId} ${chargeFilter}
      ) r
      LEFT JOIN ${members} m ON m.id = r."enteredByMemberId"
      ORDER BY r.period DESC, r.id DESC
      LIMIT ${query.page_size} OFFSET ${offset}`,
    deps.db.propertyBillingVersion.findMany({
      where: { propertyId: unit.propertyId },
      orderBy: { effectiveFrom: 'desc' },
      select: versionSelect,
    }),
  ]);
  const dated = versions.map((v) => ({ ...v, effective_from: dateOnly(v.effectiveFrom) }));
  const results = rows.map((row) => {
    // The rate in force for the reading's month, else the latest (a baseline read before it).
    const version = versionInForce(dated, dateOnly(row.period)) ?? dated[0];
    const charge = version
      ? meteredCharges(version).find((c) => c.nameKey === row.chargeKey)
      : undefined;
    const enteredBy =
      row.enteredByName !== null && row.enteredByRole !== null
        ? { name: row.enteredByName, role: row.enteredByRole }
        : null;
    return toRead({ ...row, enteredBy }, row.previousMilli, charge);
  });
  const hasMore = offset + rows.length < count;
  return { count, next_page: hasMore ? query.page + 1 : null, results };
}
