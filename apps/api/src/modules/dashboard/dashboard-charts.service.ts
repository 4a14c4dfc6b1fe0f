import { DASHBOARD_CHART_MONTHS, nairobiDate, type DashboardCharts } from '@pango/shared';
import { Prisma } from '../../generated/prisma/client.js';
import type { Env } from '../../config/env.js';
import type { Db } from '../../lib/db.js';
import { notFound } from '../../lib/errors.js';
import { qualifiedTable } from '../../lib/raw-sql.js';
import { addMonths, formatDate, formatMonth } from '../ledger/rent-rules.js';

// The dashboard's charts (issue 24 item 1): for each of the last twelve Nairobi months, what was
// billed, what was collected and how many units were let at the month's end. One statement over
// generate_series whatever the number of units, tenancies or payments: each figure is an aggregate
// over an indexed range, joined to its month.

/** Charges that bill the tenant for a month (not opening balances, adjustments or waivers). */
const BILLED_KINDS = ['rent', 'late_fee', 'water', 'service'];

type Row = {
  month: string;
  billed: bigint | null;
  collected: bigint | null;
  occupied_units: bigint;
  total_units: bigint;
};

/**
 * GET /accounts/dashboard/charts/. `propertyId`: one property (the landlord's, else 404), a team
 * member's properties, or undefined for the whole portfolio.
 */
export async function getDashboardCharts(
  db: Db,
  env: Pick<Env, 'DATABASE_SCHEMA' | 'DATABASE_URL'>,
  landlordId: number,
  propertyId: number | number[] | undefined,
  now: Date,
): Promise<DashboardCharts> {
  if (typeof propertyId === 'number') {
    const owned = await db.property.findFirst({
      where: { id: propertyId, landlordId },
      select: { id: true },
    });
    if (!owned) throw notFound('Property not found.');
  }
  const today = nairobiDate(now);
  const first = addMonths(today, -(DASHBOARD_CHART_MONTHS - 1));
  const firstDay = `${formatMonth(first)}-01`;
  const todayText = formatDate(today);

  const units = qualifiedTable(env, 'units');
  const entries = qualifiedTable(env, 'rent_ledger_entries');
  const payments = qualifiedTable(env, 'payments');
  const tenancies = qualifiedTable(env, 'tenancies');
  const ids =
    propertyId === undefined ? null : Array.isArray(propertyId) ? propertyId : [propertyId];
  // The unit of each row is in scope: rows without a unit only count for the whole portfolio.
  const inScope = (alias: string) =>
    ids === null
      ? Prisma.empty
      : Prisma.sql`AND EXISTS (SELECT 1 FROM ${units} s WHERE s."id" = ${Prisma.raw(alias)}."unit_id" AND s."property_id" = ANY(${ids}::int[]))`;
  const unitInScope =
    ids === null ? Prisma.empty : Prisma.sql`AND u."property_id" = ANY(${ids}::int[])`;

  // Timestamp columns hold UTC without a zone: these convert to and from Nairobi's wall clock.
  const nairobi = (utcColumn: Prisma.Sql) =>
    Prisma.sql`((${utcColumn} AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Nairobi')`;
  const utc = (nairobiTime: Prisma.Sql) =>
    Prisma.sql`((${nairobiTime} AT TIME ZONE 'Africa/Nairobi') AT TIME ZONE 'UTC')`;
  // A unit counts from its creation (Nairobi day), or from its first tenancy when that is earlier:
  // units imported or added today for tenants who moved in years ago (ADR 031) were there all along.
  // Months as dates; a month's end is its last day, or today for the current month. Payments
  // are bucketed by their Nairobi completion day; charges by the rent month they bill.
  const rows = await db.$queryRaw<Row[]>`
    WITH months AS (
      SELECT m::date AS start,
             LEAST((m + interval '1 month' - interval '1 day')::date, ${todayText}::date) AS last_day
        FROM generate_series(${firstDay}::date, ${todayText}::date, interval '1 month') AS m
    ),
    billed AS (
      SELECT date_trunc('month', e."period_start")::date AS start, sum(e."amount") AS amount
        FROM ${entries} e
       WHERE e."landlord_id" = ${landlordId} AND e."type" = 'charge'
         AND e."kind"::text = ANY(${BILLED_KINDS}::text[])
         AND e."period_start" >= ${firstDay}::date AND e."period_start" <= ${todayText}::date
         ${inScope('e')}
       GROUP BY 1
    ),
    collected AS (
      SELECT date_trunc('month', ${nairobi(Prisma.sql`p."completed_at"`)})::date AS start,
             sum(p."amount") AS amount
        FROM ${payments} p
       WHERE p."landlord_id" = ${landlordId} AND p."kind" = 'rent' AND p."status" = 'completed'
         AND p."completed_at" >= ${utc(Prisma.sql`${firstDay}::timestamp`)}
         ${inScope('p')}
       GROUP BY 1
    ),
    -- The landlord's units (in scope) and tenancies, read once and counted at each month's end.
    unit_since AS (
      SELECT LEAST(${nairobi(Prisma.sql`u."created_at"`)}::date, min(t."start_date")) AS since
        FROM ${units} u LEFT JOIN ${tenancies} t ON t."unit_id" = u."id"
       WHERE u."landlord_id" = ${landlordId} ${unitInScope}
       GROUP BY u."id", u."created_at"
    ),
    lets AS (
      SELECT t."unit_id", t."start_date",
             COALESCE(t."end_date", ${nairobi(Prisma.sql`t."moved_out_at"`)}::date) AS end_date
        FROM ${tenancies} t JOIN ${units} u ON u."id" = t."unit_id"
       WHERE t."landlord_id" = ${landlordId} ${unitInScope}
    )
    SELECT to_char(m.start, 'YYYY-MM') AS month,
           b.amount AS billed,
           c.amount AS collected,
           (SELECT count(DISTINCT l."unit_id") FROM lets l
             WHERE l."start_date" <= m.last_day
               AND COALESCE(l.end_date, m.last_day) >= m.last_day) AS occupied_units,
           (SELECT count(*) FROM unit_since s WHERE s.since <= m.last_day) AS total_units
      FROM months m
      LEFT JOIN billed b ON b.start = m.start
      LEFT JOIN collected c ON c.start = m.start
     ORDER BY m.start`;

  return {
    months: rows.map((row) => ({
      month: row.month,
      billed: Number(row.billed ?? 0),
      collected: Number(row.collected ?? 0),
      occupied_units: Number(row.occupied_units),
      total_units: Number(row.total_units),
    })),
  };
}
