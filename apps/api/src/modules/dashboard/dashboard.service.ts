import { hotQuery } from '../../lib/hot-query.js';
import { DASHBOARD_OVERVIEW_PROPERTIES, nairobiDate, OPEN_REPORT_STATUSES } from '@pango/shared';
import type { DashboardStats, PaymentStatusName } from '@pango/shared';
import { Prisma } from '../../generated/prisma/client.js';
import { qualifiedTable } from '../../lib/raw-sql.js';
import type { Env } from '../../config/env.js';
import type { Db } from '../../lib/db.js';
import { notFound } from '../../lib/errors.js';
import { currentOwingFrom } from '../ledger/current-arrears.service.js';
import { addMonths, nairobiStartOf } from '../ledger/rent-rules.js';

// The landlord dashboard (seed 001 section 2): every card from one call, in a fixed number of
// queries whatever the number of properties, units or payments (dashboard.test.ts counts them).
// The counts are summed in SQL; the Properties Overview lists only the first
// DASHBOARD_OVERVIEW_PROPERTIES (an agency's 2,752 properties made a 200 KB answer, issue 26).

/** Money the landlord collects from tenants; subscription payments are the landlord paying us. */
const TENANT_PAYMENT_KINDS = ['rent', 'deposit'] as const;
/**
 * Revenue is rent only: a deposit is held for the tenant and returned or set against what they
 * owe when they leave, and a signup deposit may not even have a tenant yet (issue 17, ADR 018).
 */
const REVENUE_KINDS = ['rent'] as const;
const RECENT_TRANSACTIONS = 5;

type DashboardRow = {
  owned: boolean;
  tenancies: number;
  revenue: bigint;
  owing: bigint;
  open_reports: number;
  total_properties: number;
  occupied_units: number;
  available_units: number;
  /** [id, name, address, units, housed, available] of the overview's first properties. */
  properties: [number, string, string, number, number, number][];
  /** [id, tenant or payer, amount, status, kind, method, created_at ms], newest first. */
  recent: [number, string | null, number, PaymentStatusName, string, string, number][];
};

/** The instants the current Nairobi calendar month starts and ends. */
export function nairobiMonthBounds(now: Date): { start: Date; end: Date } {
  const today = nairobiDate(now);
  const next = addMonths(today, 1);
  return {
    start: nairobiStartOf({ year: today.year, month: today.month, day: 1 }),
    end: nairobiStartOf({ ...next, day: 1 }),
  };
}

/**
 * GET /accounts/dashboard/. With propertyId (which must be the landlord's, else 404) the tenant,
 * unit, money and report figures cover that property only; Total Properties and the Properties
 * Overview always cover the whole portfolio.
 */
export async function getDashboardStats(
  db: Db,
  env: Pick<Env, 'DATABASE_SCHEMA' | 'DATABASE_URL'>,
  landlordId: number,
  /** One property, or a team member's properties: their portfolio (lib/route-access.ts). */
  propertyId: number | number[] | undefined,
  now: Date,
): Promise<DashboardStats> {
  const t = (name: string) => qualifiedTable(env, name);
  // One property must be the landlord's: checked in the same statement (one round trip less).
  const ownedColumn =
    typeof propertyId === 'number'
      ? Prisma.sql`EXISTS (SELECT 1 FROM ${t('properties')} op
                            WHERE op."id" = ${propertyId} AND op."landlord_id" = ${landlordId})`
      : Prisma.sql`true`;
  const month = nairobiMonthBounds(now);
  // Filters on a unit's, a report's or a payment's property: one property or a member's.
  const inScope = (column: Prisma.Sql) =>
    propertyId === undefined
      ? Prisma.empty
      : Array.isArray(propertyId)
        ? Prisma.sql`AND ${column} = ANY(${propertyId}::int[])`
        : Prisma.sql`AND ${column} = ${propertyId}`;
  const paymentInScope =
    propertyId === undefined
      ? Prisma.empty
      : Prisma.sql`AND EXISTS (SELECT 1 FROM ${t('units')} pu WHERE pu."id" = p."unit_id" ${inScope(Prisma.sql`pu."property_id"`)})`;
  const memberProperties = Array.isArray(propertyId)
    ? Prisma.sql`AND pr."id" = ANY(${propertyId}::int[])`
    : Prisma.empty;
  const tenantKinds = Prisma.sql`p."kind"::text IN (${Prisma.join([...TENANT_PAYMENT_KINDS])})`;

  // Every card in one statement (issue 26: seven statements in parallel each took a pooled
  // connection and a Prisma round trip; twenty dashboards at once waited on the pool), Rent Due
  // from the kept balances included. Still a fixed cost whatever the portfolio's size.
  const [row] = await hotQuery<DashboardRow>(
    db,
    Prisma.sql`
      SELECT
        ${ownedColumn} AS owned,
        uc."housed" AS tenancies, uc."housed" AS occupied_units, uc."available" AS available_units,
        (SELECT coalesce(sum(p."amount"), 0)::bigint FROM ${t('payments')} p
          WHERE p."landlord_id" = ${landlordId} AND p."status" = 'completed'
                AND p."kind"::text IN (${Prisma.join([...REVENUE_KINDS])})
                AND p."completed_at" >= ${month.start} AND p."completed_at" < ${month.end}
                ${paymentInScope}) AS revenue,
        (SELECT coalesce(sum(b."balance"), 0)::bigint
                ${currentOwingFrom(env, landlordId, propertyId)}) AS owing,
        (SELECT count(*)::int FROM ${t('reports')} r
          WHERE r."landlord_id" = ${landlordId}
                AND lower(r."status") IN (${Prisma.join(OPEN_REPORT_STATUSES)})
                ${inScope(Prisma.sql`r."property_id"`)}) AS open_reports,
        (SELECT count(*)::int FROM ${t('properties')} pr
          WHERE pr."landlord_id" = ${landlordId} ${memberProperties}) AS total_properties,
        (SELECT coalesce(json_agg(json_build_array(f."id", f."name", f."address", f."units",
                 f."housed", f."available") ORDER BY f."created_at", f."id"), '[]')
           FROM (SELECT pr."id", pr."name", pr."address", pr."created_at", c."units", c."housed",
                        c."available"
                   FROM ${t('properties')} pr
                  CROSS JOIN LATERAL (
                    SELECT count(*)::int AS units, count(u."current_tenant_id")::int AS housed,
                           (count(*) FILTER (WHERE u."is_available"
                                              AND u."current_tenant_id" IS NULL))::int AS available
                      FROM ${t('units')} u
                     WHERE u."landlord_id" = ${landlordId} AND u."property_id" = pr."id") c
                  WHERE pr."landlord_id" = ${landlordId} ${memberProperties}
                  ORDER BY pr."created_at", pr."id"
                  LIMIT ${DASHBOARD_OVERVIEW_PROPERTIES}) f) AS properties,
        (SELECT coalesce(json_agg(json_build_array(x."id",
                 coalesce(x."tenant_name", x."payer_name", x."payer_email"), x."amount",
                 x."status", x."kind", x."payment_method",
                 (extract(epoch FROM x."created_at") * 1000)::bigint)
                 ORDER BY x."created_at" DESC, x."id" DESC), '[]')
           FROM (SELECT p."id", tu."full_name" AS tenant_name, p."payer_name", p."payer_email",
                        p."amount", p."status", p."kind", p."payment_method", p."created_at"
                   FROM ${t('payments')} p
                   LEFT JOIN ${t('users')} tu ON tu."id" = p."tenant_id"
                  WHERE p."landlord_id" = ${landlordId} AND ${tenantKinds} ${paymentInScope}
                  ORDER BY p."created_at" DESC, p."id" DESC
                  LIMIT ${RECENT_TRANSACTIONS}) x) AS recent
        FROM (SELECT count(u."current_tenant_id")::int AS housed,
                     (count(*) FILTER (WHERE u."is_available"
                                        AND u."current_tenant_id" IS NULL))::int AS available
                FROM ${t('units')} u
               WHERE u."landlord_id" = ${landlordId} ${inScope(Prisma.sql`u."property_id"`)}) uc`,
  );
  if (!row) throw new Error('The dashboard statement answered no row.');
  if (!row.owned) throw notFound('Property not found.');
  return {
    total_tenants: row.tenancies,
    monthly_revenue: Number(row.revenue),
    rent_due: Number(row.owing),
    open_reports: row.open_reports,
    total_properties: row.total_properties,
    occupied_units: row.occupied_units,
    available_units: row.available_units,
    properties: row.properties.map(([id, name, address, units, housed, available]) => ({
      id,
      name,
      address,
      total_units: units,
      occupied_units: housed,
      available_units: available,
    })),
    // A signup deposit has no tenant yet: it names the payer from the signup form.
    recent_transactions: row.recent.map(([id, name, amount, status, kind, method, createdAt]) => ({
      id,
      tenant_name: name,
      amount,
      status,
      transaction_type: kind,
      payment_method: method,
      created_at: new Date(Number(createdAt)).toISOString(),
    })),
  };
}
