import {
  ageArrears,
  ARREARS_BUCKETS,
  emptyArrearsAmounts,
  nairobiDate,
  type ArrearsAmounts,
  type ArrearsQuery,
  type ArrearsRow,
} from '@pango/shared';
import { Prisma } from '../../../generated/prisma/client.js';
import type { Env } from '../../../config/env.js';
import type { Db } from '../../../lib/db.js';
import { qualifiedTable } from '../../../lib/raw-sql.js';
import { formatDate } from '../../ledger/rent-rules.js';
import { unpaidDebits } from './arrears-ageing.js';
import { anchorDayOf, cutoffOf, owingTenancies, tailDebitsOf } from './arrears-rows.js';

// Today's arrears report from what is kept per tenancy (issue 24 item 2 at agency scale, ADR 047).
// What a tenancy leaves unpaid, and when each part fell due, depends only on its ledger and its
// anchor, so it is kept in arrears_ageing with the version it was computed at (the ledger, tenancy
// and unit triggers bump the row's version). A request recomputes only the tenancies whose row is
// of another version (the arrears-rows.ts path, a few statements), then one
// statement moves the buckets when the day has changed, and one sums the totals, sorts and cuts
// the page in Postgres and names the page's tenants: a few thousand owing tenancies cost the database a few
// milliseconds and the API a page of rows, whatever the agency's size.

type DbEnv = Pick<Env, 'DATABASE_SCHEMA' | 'DATABASE_URL'>;
type Scope = number | number[] | undefined;

/** How many stale tenancies one recomputation reads at a time (bounded statements and memory). */
const REFRESH_CHUNK = 2_000;
/** Recomputing this many rows at once refreshes the table's statistics. */
const ANALYZE_AFTER = 500;

// One recomputation per landlord at a time in this process: twenty requests arriving together on a
// stale report wait for the first instead of each recomputing the same rows.
const refreshing = new Map<string, Promise<void>>();

/** Brings every owing tenancy of the landlord's kept ageing up to its ledger's version. */
export async function refreshArrearsAgeing(
  db: Db,
  env: DbEnv,
  landlordId: number,
  now: Date,
): Promise<void> {
  const key = `${env.DATABASE_SCHEMA ?? ''}:${landlordId}`;
  const running = refreshing.get(key);
  if (running) return running;
  const work = refreshStale(db, env, landlordId, now).finally(() => refreshing.delete(key));
  refreshing.set(key, work);
  return work;
}

async function refreshStale(db: Db, env: DbEnv, landlordId: number, now: Date): Promise<void> {
  const kept = qualifiedTable(env, 'arrears_ageing');
  const today = formatDate(nairobiDate(now));
  // Of another version: recompute. Fresh but owing and aged on another day: move its buckets.
  // Both by index: (landlord_id, stale) and (landlord_id, aged_on, total).
  const stale = await db.$queryRaw<{ tenancy_id: number; fresh: boolean }[]>`
    SELECT a."tenancy_id", false AS "fresh" FROM ${kept} a
     WHERE a."landlord_id" = ${landlordId} AND a."stale"
    UNION ALL
    SELECT a."tenancy_id", true AS "fresh" FROM ${kept} a
     WHERE a."landlord_id" = ${landlordId} AND NOT a."stale" AND a."total" > 0
       AND (a."aged_on" < ${today}::date OR a."aged_on" > ${today}::date)
     ORDER BY "tenancy_id"`;
  const recomputed = stale.filter((row) => !row.fresh).map((row) => row.tenancy_id);
  for (let i = 0; i < recomputed.length; i += REFRESH_CHUNK) {
    await recompute(db, env, landlordId, recomputed.slice(i, i + REFRESH_CHUNK), now);
  }
  if (stale.some((row) => row.fresh)) await ageAnew(db, env, landlordId, today);
  // A table filled at once has no statistics yet: without them the report's plan guesses.
  if (recomputed.length >= ANALYZE_AFTER) await db.$executeRaw`ANALYZE ${kept}`;
}

/** The kept unpaid parts bucketed by their days past due on `today`, in one statement. */
async function ageAnew(db: Db, env: DbEnv, landlordId: number, today: string): Promise<void> {
  const kept = qualifiedTable(env, 'arrears_ageing');
  await db.$executeRaw`
    UPDATE ${kept} a SET "aged_on" = ${today}::date, "current" = s."current",
           "days_1_30" = s."days_1_30", "days_31_60" = s."days_31_60",
           "days_61_90" = s."days_61_90", "days_90_plus" = s."days_90_plus", "total" = s."total"
      FROM (SELECT k."tenancy_id",
                   coalesce(sum(x."amount") FILTER (WHERE ${today}::date - x."due" <= 0), 0) AS "current",
                   coalesce(sum(x."amount") FILTER (WHERE ${today}::date - x."due" BETWEEN 1 AND 30), 0) AS "days_1_30",
                   coalesce(sum(x."amount") FILTER (WHERE ${today}::date - x."due" BETWEEN 31 AND 60), 0) AS "days_31_60",
                   coalesce(sum(x."amount") FILTER (WHERE ${today}::date - x."due" BETWEEN 61 AND 90), 0) AS "days_61_90",
                   coalesce(sum(x."amount") FILTER (WHERE ${today}::date - x."due" > 90), 0) AS "days_90_plus",
                   coalesce(sum(x."amount"), 0) AS "total"
              FROM ${kept} k
              LEFT JOIN LATERAL unnest(k."unpaid_due", k."unpaid_amount") AS x("due", "amount") ON true
             WHERE k."landlord_id" = ${landlordId} AND k."total" > 0 AND NOT k."stale"
               AND (k."aged_on" < ${today}::date OR k."aged_on" > ${today}::date)
             GROUP BY k."tenancy_id") s
     WHERE a."tenancy_id" = s."tenancy_id"`;
}

async function recompute(
  db: Db,
  env: DbEnv,
  landlordId: number,
  tenancyIds: number[],
  now: Date,
): Promise<void> {
  const kept = qualifiedTable(env, 'arrears_ageing');
  const asOf = formatDate(nairobiDate(now));
  const cutoff = cutoffOf(asOf);
  // One snapshot for the versions, the balances and the debits read: a row is never marked
  // computed at a version whose ledger it did not see.
  const rows = await db.$transaction(
    async (tx) => {
      const versions = await tx.$queryRaw<{ tenancy_id: number; version: number }[]>`
        SELECT "tenancy_id", "version" FROM ${kept} WHERE "tenancy_id" = ANY(${tenancyIds}::int[])`;
      const owing = await owingTenancies(
        tx,
        env,
        { landlordId, tenancyIds, asOf, now },
        cutoff,
        true,
      );
      const debitsOf = await tailDebitsOf(tx, env, owing, cutoff);
      const owingById = new Map(owing.map((o) => [o.tenancy_id, o]));
      // A tenancy that owes nothing keeps a row of zeros (its version says it is fresh).
      return versions.map(({ tenancy_id, version }) => {
        const o = owingById.get(tenancy_id);
        const unpaid = o
          ? unpaidDebits(debitsOf.get(tenancy_id) ?? [], o.balance, anchorDayOf(o), cutoff)
          : [];
        return {
          tenancy_id,
          version,
          unpaid_due: unpaid.map((u) => u.due),
          unpaid_amount: unpaid.map((u) => u.amount),
          last_payment_at: o?.last_payment_at?.toISOString() ?? null,
          last_payment_amount: o?.last_payment_amount ?? null,
          aged_on: asOf,
          ...ageArrears(unpaid, asOf),
        };
      });
    },
    // A chunk of 2,000 tenancies reads their debits in a few statements: seconds on a busy
    // machine, more than Prisma's 5 s default.
    {
      isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead,
      timeout: 60_000,
      maxWait: 10_000,
    },
  );
  if (rows.length === 0) return;
  // Outside the snapshot: a row computed meanwhile at a newer version by another request stays.
  await db.$executeRaw`
    UPDATE ${kept} a SET "computed_version" = r."version", "stale" = a."version" <> r."version",
           "unpaid_due" = r."unpaid_due",
           "unpaid_amount" = r."unpaid_amount", "last_payment_at" = r."last_payment_at",
           "last_payment_amount" = r."last_payment_amount", "aged_on" = r."aged_on",
           "current" = r."current", "days_1_30" = r."days_1_30", "days_31_60" = r."days_31_60",
           "days_61_90" = r."days_61_90", "days_90_plus" = r."days_90_plus", "total" = r."total"
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
             "tenancy_id" int, "version" int, "unpaid_due" date[], "unpaid_amount" int[],
             "last_payment_at" timestamp(3), "last_payment_amount" int, "aged_on" date,
             "current" int, "days_1_30" int, "days_31_60" int, "days_61_90" int,
             "days_90_plus" int, "total" int)
     WHERE a."tenancy_id" = r."tenancy_id" AND a."computed_version" < r."version"`;
}

export type KeptRow = ArrearsRow & { tenant_email: string };

/** The amounts of a row and of the totals, each bucket and their sum. */
const AMOUNT_KEYS = [...ARREARS_BUCKETS, 'total'] as const;

type PageRow = {
  count: number;
  t_current: bigint;
  t_days_1_30: bigint;
  t_days_31_60: bigint;
  t_days_61_90: bigint;
  t_days_90_plus: bigint;
  t_total: bigint;
  tenancy_id: number | null;
  tenant_id: number;
  tenant_name: string;
  tenant_email: string;
  phone_number: string | null;
  property_id: number;
  property_name: string;
  unit_id: number;
  unit_number: string;
  current: number;
  days_1_30: number;
  days_31_60: number;
  days_61_90: number;
  days_90_plus: number;
  total: number;
  last_payment_at: Date | null;
  last_payment_amount: number | null;
};

/**
 * The report's rows on `asOf` from the kept ageing (fresh: call refreshArrearsAgeing first, on the
 * same day), sorted as asked (ties by tenancy id), the page cut when `page` is given, with the
 * totals and count over every row.
 */
export async function keptArrears(
  db: Db,
  env: DbEnv,
  params: {
    landlordId: number;
    propertyId: Scope;
    asOf: string;
    sort: ArrearsQuery['sort'];
    order: ArrearsQuery['order'];
    page?: { number: number; size: number };
  },
): Promise<{ totals: ArrearsAmounts; count: number; rows: KeptRow[] }> {
  const t = (name: string) => qualifiedTable(env, name);
  const { landlordId, propertyId, asOf } = params;
  const scope =
    propertyId === undefined
      ? Prisma.empty
      : Array.isArray(propertyId)
        ? Prisma.sql`AND a."property_id" = ANY(${propertyId}::int[])`
        : Prisma.sql`AND a."property_id" = ${propertyId}`;
  const byName = params.sort === 'tenant_name';
  const nameJoin = byName
    ? Prisma.sql`JOIN ${t('tenancies')} nt ON nt."id" = a."tenancy_id" JOIN ${t('users')} nu ON nu."id" = nt."tenant_id"`
    : Prisma.empty;
  const nameColumn = byName ? Prisma.sql`, lower(nu."full_name") AS "name_key"` : Prisma.empty;
  const limit = params.page
    ? Prisma.sql`LIMIT ${params.page.size} OFFSET ${(params.page.number - 1) * params.page.size}`
    : Prisma.empty;
  const rows = await db.$queryRaw<PageRow[]>`
    WITH aged AS MATERIALIZED (
      SELECT a."tenancy_id", a."last_payment_at", a."last_payment_amount",
             ((a."last_payment_at" AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Nairobi')::date AS "paid_day",
             a."current", a."days_1_30", a."days_31_60", a."days_61_90", a."days_90_plus", a."total"
             ${nameColumn}
        FROM ${t('arrears_ageing')} a
        ${nameJoin}
       WHERE a."landlord_id" = ${landlordId} AND a."aged_on" = ${asOf}::date AND a."total" > 0
         AND NOT a."stale" ${scope}
    ),
    totals AS (
      SELECT count(*)::int AS "count", coalesce(sum("current"), 0)::bigint AS "t_current",
             coalesce(sum("days_1_30"), 0)::bigint AS "t_days_1_30",
             coalesce(sum("days_31_60"), 0)::bigint AS "t_days_31_60",
             coalesce(sum("days_61_90"), 0)::bigint AS "t_days_61_90",
             coalesce(sum("days_90_plus"), 0)::bigint AS "t_days_90_plus",
             coalesce(sum("total"), 0)::bigint AS "t_total"
        FROM aged
    ),
    page AS (
      SELECT aged.*, row_number() OVER (ORDER BY ${orderOf(params.sort, params.order)}) AS "position"
        FROM aged ORDER BY ${orderOf(params.sort, params.order)} ${limit}
    )
    SELECT totals.*, page."tenancy_id", t."tenant_id", u."full_name" AS "tenant_name",
           u."email" AS "tenant_email", coalesce(tp."phone_number", u."phone_number") AS "phone_number",
           un."property_id", p."name" AS "property_name", un."id" AS "unit_id", un."unit_number",
           page."current", page."days_1_30", page."days_31_60", page."days_61_90",
           page."days_90_plus", page."total", page."last_payment_at", page."last_payment_amount"
      FROM totals
      LEFT JOIN page ON true
      LEFT JOIN ${t('tenancies')} t ON t."id" = page."tenancy_id"
      LEFT JOIN ${t('units')} un ON un."id" = t."unit_id"
      LEFT JOIN ${t('properties')} p ON p."id" = un."property_id"
      LEFT JOIN ${t('users')} u ON u."id" = t."tenant_id"
      LEFT JOIN ${t('tenant_profiles')} tp ON tp."user_id" = t."tenant_id"
     ORDER BY page."position"`;
  const first = rows[0];
  const totals = emptyArrearsAmounts();
  if (first) for (const key of AMOUNT_KEYS) totals[key] = Number(first[`t_${key}`]);
  return {
    totals,
    count: first?.count ?? 0,
    rows: rows.flatMap(
      ({
        count: _count,
        t_current: _c,
        t_days_1_30: _d1,
        t_days_31_60: _d31,
        t_days_61_90: _d61,
        t_days_90_plus: _d90,
        t_total: _t,
        tenancy_id,
        last_payment_at,
        ...row
      }) =>
        // The one row of an empty report carries the totals only.
        tenancy_id === null
          ? []
          : [
              {
                ...row,
                tenancy_id,
                last_payment_date: last_payment_at
                  ? formatDate(nairobiDate(last_payment_at))
                  : null,
              },
            ],
    ),
  };
}

/**
 * The ORDER BY of arrears.service's sortArrears in SQL: names compared case-blind, the oldest
 * bucket holding money then its amount then the total, never-paid as the oldest payment; ties
 * by tenancy id ascending whatever the order.
 */
function orderOf(sort: ArrearsQuery['sort'], order: ArrearsQuery['order']): Prisma.Sql {
  const dir = order === 'asc' ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const nulls = order === 'asc' ? Prisma.sql`NULLS FIRST` : Prisma.sql`NULLS LAST`;
  const oldestIndex = Prisma.sql`(CASE WHEN "days_90_plus" > 0 THEN 4 WHEN "days_61_90" > 0 THEN 3
    WHEN "days_31_60" > 0 THEN 2 WHEN "days_1_30" > 0 THEN 1 WHEN "current" > 0 THEN 0 ELSE -1 END)`;
  const oldestAmount = Prisma.sql`(CASE WHEN "days_90_plus" > 0 THEN "days_90_plus"
    WHEN "days_61_90" > 0 THEN "days_61_90" WHEN "days_31_60" > 0 THEN "days_31_60"
    WHEN "days_1_30" > 0 THEN "days_1_30" ELSE "current" END)`;
  switch (sort) {
    case 'tenant_name':
      return Prisma.sql`"name_key" ${dir}, "tenancy_id" ASC`;
    case 'oldest':
      return Prisma.sql`${oldestIndex} ${dir}, ${oldestAmount} ${dir}, "total" ${dir}, "tenancy_id" ASC`;
    case 'last_payment_date':
      return Prisma.sql`"paid_day" ${dir} ${nulls}, "tenancy_id" ASC`;
    case 'total':
      return Prisma.sql`"total" ${dir}, "tenancy_id" ASC`;
  }
}
