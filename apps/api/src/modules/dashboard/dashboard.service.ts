import { nairobiDate, OPEN_REPORT_STATUSES } from '@pango/shared';
import type { DashboardStats, PaymentStatusName } from '@pango/shared';
import { Prisma } from '../../generated/prisma/client.js';
import { qualifiedTable } from '../../lib/raw-sql.js';
import type { Env } from '../../config/env.js';
import type { Db } from '../../lib/db.js';
import { notFound } from '../../lib/errors.js';
import { currentArrears } from '../ledger/current-arrears.service.js';
import { addMonths, nairobiStartOf } from '../ledger/rent-rules.js';

// The landlord dashboard (seed 001 section 2): every card from one call, in a fixed number of
// queries whatever the number of properties, units or payments (dashboard.test.ts counts them).

/** Money the landlord collects from tenants; subscription payments are the landlord paying us. */
const TENANT_PAYMENT_KINDS = ['rent', 'deposit'] as const;
/**
 * Revenue is rent only: a deposit is held for the tenant and returned or set against what they
 * owe when they leave, and a signup deposit may not even have a tenant yet (issue 17, ADR 018).
 */
const REVENUE_KINDS = ['rent'] as const;
const RECENT_TRANSACTIONS = 5;

type DashboardRow = {
  tenancies: number;
  revenue: bigint;
  open_reports: number;
  /** [id, name, address] in the order they were added. */
  properties: [number, string, string][];
  /** [property id, is_available, units, housed units] */
  unit_groups: [number, boolean, number, number][];
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
  if (typeof propertyId === 'number') {
    const owned = await db.property.findFirst({
      where: { id: propertyId, landlordId },
      select: { id: true },
    });
    if (!owned) throw notFound('Property not found.');
  }
  const t = (name: string) => qualifiedTable(env, name);
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
  const memberUnits = Array.isArray(propertyId)
    ? Prisma.sql`AND u."property_id" = ANY(${propertyId}::int[])`
    : Prisma.empty;
  const tenantKinds = Prisma.sql`p."kind"::text IN (${Prisma.join([...TENANT_PAYMENT_KINDS])})`;

  // Every card in one statement (issue 26: seven statements in parallel each took a pooled
  // connection and a Prisma round trip; twenty dashboards at once waited on the pool), and
  // currentArrears' kept balances beside it. Still a fixed cost whatever the portfolio's size.
  const [[row], owing] = await Promise.all([
    db.$queryRaw<DashboardRow[]>`
      SELECT
        (SELECT count(*)::int FROM ${t('units')} u
          WHERE u."landlord_id" = ${landlordId} AND u."current_tenant_id" IS NOT NULL
                ${inScope(Prisma.sql`u."property_id"`)}) AS tenancies,
        (SELECT coalesce(sum(p."amount"), 0)::bigint FROM ${t('payments')} p
          WHERE p."landlord_id" = ${landlordId} AND p."status" = 'completed'
                AND p."kind"::text IN (${Prisma.join([...REVENUE_KINDS])})
                AND p."completed_at" >= ${month.start} AND p."completed_at" < ${month.end}
                ${paymentInScope}) AS revenue,
        (SELECT count(*)::int FROM ${t('reports')} r
          WHERE r."landlord_id" = ${landlordId}
                AND lower(r."status") IN (${Prisma.join(OPEN_REPORT_STATUSES)})
                ${inScope(Prisma.sql`r."property_id"`)}) AS open_reports,
        (SELECT coalesce(json_agg(json_build_array(pr."id", pr."name", pr."address")
                 ORDER BY pr."created_at", pr."id"), '[]')
           FROM ${t('properties')} pr
          WHERE pr."landlord_id" = ${landlordId} ${memberProperties}) AS properties,
        (SELECT coalesce(json_agg(json_build_array(g."property_id", g."is_available", g."units",
                 g."housed")), '[]')
           FROM (SELECT u."property_id", u."is_available", count(*)::int AS units,
                        count(u."current_tenant_id")::int AS housed
                   FROM ${t('units')} u
                  WHERE u."landlord_id" = ${landlordId} ${memberUnits}
                  GROUP BY u."property_id", u."is_available") g) AS unit_groups,
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
                  LIMIT ${RECENT_TRANSACTIONS}) x) AS recent`,
    // What current tenancies owe, from rent_balances (kept by the ledger's trigger).
    currentArrears(db, env, landlordId, propertyId),
  ]);
  if (!row) throw new Error('The dashboard statement answered no row.');
  const unitGroups = row.unit_groups.map(([propertyId, isAvailable, units, housed]) => ({
    propertyId,
    isAvailable,
    _count: { _all: units, currentTenantId: housed },
  }));
  const properties = row.properties.map(([id, name, address]) => ({ id, name, address }));
  const tenancies = row.tenancies;

  const perProperty = new Map<number, { total: number; occupied: number; available: number }>();
  for (const group of unitGroups) {
    const counts = perProperty.get(group.propertyId) ?? { total: 0, occupied: 0, available: 0 };
    counts.total += group._count._all;
    counts.occupied += group._count.currentTenantId;
    if (group.isAvailable) counts.available += group._count._all - group._count.currentTenantId;
    perProperty.set(group.propertyId, counts);
  }
  const counted = [...perProperty.entries()].filter(
    ([id]) => typeof propertyId !== 'number' || id === propertyId,
  );
  const sum = (key: 'occupied' | 'available') =>
    counted.reduce((total, [, counts]) => total + counts[key], 0);

  return {
    total_tenants: tenancies,
    monthly_revenue: Number(row.revenue),
    rent_due: owing.total,
    open_reports: row.open_reports,
    total_properties: properties.length,
    occupied_units: sum('occupied'),
    available_units: sum('available'),
    properties: properties.map((property) => {
      const counts = perProperty.get(property.id) ?? { total: 0, occupied: 0, available: 0 };
      return {
        id: property.id,
        name: property.name,
        address: property.address,
        total_units: counts.total,
        occupied_units: counts.occupied,
        available_units: counts.available,
      };
    }),
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
