import {
  ARREARS_BUCKETS,
  emptyArrearsAmounts,
  nairobiDate,
  type ArrearsAmounts,
  type ArrearsRow,
} from '@pango/shared';
import { Prisma } from '../../../generated/prisma/client.js';
import type { Env } from '../../../config/env.js';
import type { Db, DbTx } from '../../../lib/db.js';
import { qualifiedTable } from '../../../lib/raw-sql.js';
import { addDays, formatDate, nairobiStartOf, rentAnchor } from '../../ledger/rent-rules.js';
import { ageTenancy, debitsCovering, type TailDebit } from './arrears-ageing.js';

// The rows of the arrears report (issue 24 item 2) in a bounded number of statements whatever the
// number of tenancies: one for who owes on as_of (from rent_balances, the trigger-kept sums, less
// what was booked after as_of), then the newest debits of those tenancies, read in at most four
// growing rounds (a tenancy owing for years needs more than the first few; few do).

type DbEnv = Pick<Env, 'DATABASE_SCHEMA' | 'DATABASE_URL'>;
export type ArrearsFilter = {
  landlordId: number;
  /** One property, a member's properties, or all. */
  propertyId?: number | number[];
  tenantIds?: number[];
  tenancyIds?: number[];
  /** YYYY-MM-DD; at most today. */
  asOf: string;
  now: Date;
};
export type ArrearsRowFull = ArrearsRow & { tenant_email: string; oldest_due: string | null };

export type Owing = {
  tenancy_id: number;
  balance: number;
  tenant_id: number;
  tenant_name: string;
  tenant_email: string;
  phone_number: string | null;
  property_id: number;
  property_name: string;
  unit_id: number;
  unit_number: string;
  is_open: boolean;
  rent_due_day: number;
  monthly_rent: number;
  rent_due_date: Date | null;
  billing_anchor_date: Date | null;
  last_payment_at: Date | null;
  last_payment_amount: number | null;
};

/** Rounds of reading debits: each reads four times as many as the last; the last reads all. */
const ROUNDS = 4;

/**
 * How many of a tenancy's newest debits the first round reads: two a month of rent owed (rent and
 * another line) and two more, at most 64; a tenancy with more lines a month is read again.
 */
export const firstReadOf = (balance: number, monthlyRent: number): number =>
  Math.min(64, 2 * Math.ceil(balance / Math.max(1, monthlyRent)) + 2);

/**
 * Every tenancy owing on `asOf` (of the landlord, cut to the filter), aged. A tenancy is a row: a
 * tenant who moved out owing, or owes on two units, has a row for each (ADR 021).
 */
export async function arrearsRows(
  db: Db,
  env: DbEnv,
  filter: ArrearsFilter,
): Promise<ArrearsRowFull[]> {
  const cutoff = cutoffOf(filter.asOf);
  const isToday = filter.asOf >= formatDate(nairobiDate(filter.now));
  const owing = await owingTenancies(db, env, filter, cutoff, isToday);
  if (owing.length === 0) return [];
  const debitsOf = await tailDebitsOf(db, env, owing, cutoff);
  return owing.map((o) => {
    const { amounts, oldestDue } = ageTenancy(
      debitsOf.get(o.tenancy_id) ?? [],
      o.balance,
      anchorDayOf(o),
      filter.asOf,
      cutoff,
    );
    return {
      tenancy_id: o.tenancy_id,
      tenant_id: o.tenant_id,
      tenant_name: o.tenant_name,
      tenant_email: o.tenant_email,
      phone_number: o.phone_number,
      property_id: o.property_id,
      property_name: o.property_name,
      unit_id: o.unit_id,
      unit_number: o.unit_number,
      ...amounts,
      last_payment_date: o.last_payment_at ? formatDate(nairobiDate(o.last_payment_at)) : null,
      last_payment_amount: o.last_payment_amount,
      oldest_due: oldestDue,
    };
  });
}

/** Entries booked before the next Nairobi midnight are on the books on `asOf` (YYYY-MM-DD). */
export function cutoffOf(asOf: string): Date {
  const [year, month, day] = asOf.split('-').map(Number) as [number, number, number];
  return nairobiStartOf(addDays({ year, month, day }, 1));
}

/** The day of the month the tenancy's debits fall due on (its unit's anchor while it is open). */
export function anchorDayOf(o: Owing): number {
  const anchor = o.is_open ? rentAnchor(o.rent_due_date, o.billing_anchor_date) : null;
  return anchor?.day ?? o.rent_due_day;
}

/** Each owing tenancy's newest debits, enough to cover its balance (a few growing rounds). */
export async function tailDebitsOf(
  db: Db | DbTx,
  env: DbEnv,
  owing: readonly Owing[],
  cutoff: Date,
): Promise<Map<number, TailDebit[]>> {
  const debitsOf = new Map<number, TailDebit[]>();
  let pending = owing;
  for (let round = 0; round < ROUNDS && pending.length > 0; round += 1) {
    const isLast = round === ROUNDS - 1;
    const limits = pending.map((o) => firstReadOf(o.balance, o.monthly_rent) * 4 ** round);
    const read = await newestDebits(
      db,
      env,
      pending.map((o) => o.tenancy_id),
      isLast ? null : limits,
      cutoff,
    );
    const next: Owing[] = [];
    pending.forEach((o, i) => {
      const rows = read.get(o.tenancy_id) ?? [];
      const isAll = isLast || rows.length < limits[i]!;
      const { debits, complete } = debitsCovering(rows, o.balance, isAll);
      if (complete) debitsOf.set(o.tenancy_id, debits);
      else next.push(o);
    });
    pending = next;
  }
  return debitsOf;
}

/** Every row's amounts summed. */
export function totalsOf(rows: readonly ArrearsAmounts[]): ArrearsAmounts {
  const totals = emptyArrearsAmounts();
  for (const row of rows) {
    for (const bucket of ARREARS_BUCKETS) totals[bucket] += row[bucket];
    totals.total += row.total;
  }
  return totals;
}

export async function owingTenancies(
  db: Db | DbTx,
  env: DbEnv,
  filter: ArrearsFilter,
  cutoff: Date,
  isToday: boolean,
): Promise<Owing[]> {
  const t = (name: string) => qualifiedTable(env, name);
  const { propertyId, tenantIds, tenancyIds } = filter;
  const property =
    propertyId === undefined
      ? Prisma.empty
      : Array.isArray(propertyId)
        ? Prisma.sql`AND un."property_id" = ANY(${propertyId}::int[])`
        : Prisma.sql`AND un."property_id" = ${propertyId}`;
  const tenants = tenantIds
    ? Prisma.sql`AND t."tenant_id" = ANY(${tenantIds}::int[])`
    : Prisma.empty;
  const tenancies = tenancyIds ? Prisma.sql`AND t."id" = ANY(${tenancyIds}::int[])` : Prisma.empty;
  // Today: the trigger-kept balances as they are (an index range on landlord and balance > 0). An
  // earlier day: each balance less what its tenancy booked after that day.
  const owing = isToday
    ? Prisma.sql`SELECT b."tenancy_id", b."balance" FROM ${t('rent_balances')} b
                  WHERE b."landlord_id" = ${filter.landlordId} AND b."balance" > 0`
    : Prisma.sql`SELECT b."tenancy_id", b."balance" - coalesce(l."amount", 0) AS "balance"
                   FROM ${t('rent_balances')} b
                   LEFT JOIN (SELECT e."tenancy_id", sum(e."amount") AS "amount"
                                FROM ${t('rent_ledger_entries')} e
                               WHERE e."landlord_id" = ${filter.landlordId} AND e."created_at" >= ${cutoff}
                               GROUP BY e."tenancy_id") l ON l."tenancy_id" = b."tenancy_id"
                  WHERE b."landlord_id" = ${filter.landlordId}
                    AND b."balance" - coalesce(l."amount", 0) > 0`;
  const rows = await db.$queryRaw<(Omit<Owing, 'balance'> & { balance: number | bigint })[]>`
    SELECT o."tenancy_id", o."balance", t."tenant_id", u."full_name" AS "tenant_name",
           u."email" AS "tenant_email", coalesce(tp."phone_number", u."phone_number") AS "phone_number",
           un."property_id", p."name" AS "property_name", un."id" AS "unit_id", un."unit_number",
           t."open_unit_id" IS NOT NULL AS "is_open", t."rent_due_day", t."monthly_rent",
           un."rent_due_date",
           un."billing_anchor_date", lp."created_at" AS "last_payment_at",
           lp."amount" AS "last_payment_amount"
      FROM (${owing}) o
      JOIN ${t('tenancies')} t ON t."id" = o."tenancy_id"
      JOIN ${t('units')} un ON un."id" = t."unit_id"
      JOIN ${t('properties')} p ON p."id" = un."property_id"
      JOIN ${t('users')} u ON u."id" = t."tenant_id"
      LEFT JOIN ${t('tenant_profiles')} tp ON tp."user_id" = t."tenant_id"
      LEFT JOIN LATERAL (
        SELECT e."created_at", -e."amount" AS "amount" FROM ${t('rent_ledger_entries')} e
         WHERE e."tenancy_id" = o."tenancy_id" AND e."type" = 'payment' AND e."created_at" < ${cutoff}
         ORDER BY e."id" DESC LIMIT 1) lp ON true
     WHERE t."landlord_id" = ${filter.landlordId} ${property} ${tenants} ${tenancies}`;
  return rows.map((row) => ({ ...row, balance: Number(row.balance) }));
}

/**
 * Each tenancy's newest debits (positive entries booked before the cutoff), newest first, at most
 * its `limits` entry each (null: all), as amounts less the waivers that name them: one statement
 * walking the (tenancy_id, id) index backwards per tenancy.
 */
async function newestDebits(
  db: Db | DbTx,
  env: DbEnv,
  tenancyIds: number[],
  limits: number[] | null,
  cutoff: Date,
): Promise<Map<number, TailDebit[]>> {
  const entries = qualifiedTable(env, 'rent_ledger_entries');
  const take = limits === null ? Prisma.empty : Prisma.sql`LIMIT o."take"`;
  const takes = limits ?? tenancyIds.map(() => 0);
  const rows = await db.$queryRaw<(TailDebit & { tenancyId: number; waived: number | bigint })[]>`
    SELECT d.* FROM unnest(${tenancyIds}::int[], ${takes}::int[]) AS o("tenancy_id", "take")
     CROSS JOIN LATERAL (
       SELECT e."tenancy_id" AS "tenancyId", e."id", e."type"::text AS "type", e."amount",
              e."period_start" AS "periodStart", e."created_at" AS "createdAt",
              (SELECT coalesce(sum(-w."amount"), 0) FROM ${entries} w
                WHERE w."waived_entry_id" = e."id" AND w."created_at" < ${cutoff}) AS "waived"
         FROM ${entries} e
        WHERE e."tenancy_id" = o."tenancy_id" AND e."amount" > 0 AND e."created_at" < ${cutoff}
        ORDER BY e."id" DESC ${take}) d`;
  const byTenancy = new Map<number, TailDebit[]>();
  for (const row of rows) {
    const debit: TailDebit = {
      id: row.id,
      type: row.type,
      amount: row.amount - Math.min(row.amount, Number(row.waived)),
      periodStart: row.periodStart,
      createdAt: row.createdAt,
    };
    const list = byTenancy.get(row.tenancyId);
    if (list) list.push(debit);
    else byTenancy.set(row.tenancyId, [debit]);
  }
  return byTenancy;
}
