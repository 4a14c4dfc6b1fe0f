import { propertyIn } from '../../lib/route-access.js';
import {
  depositStatusOf,
  type DepositList,
  type DepositListQuery,
  type DepositPropertyTotals,
} from '@pango/shared';
import { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { qualifiedTable } from '../../lib/raw-sql.js';
import { depositsHeld } from './deposit-held.service.js';
import { tenancySummarySelect, toTenancySummary } from './tenancy-summary.service.js';

// GET /accounts/deposits/ (issue 18 item 2, ADR 021): every tenancy of the landlord that agreed or
// holds a deposit, current and ended, with what each holds and its status, and the totals a
// landlord owes back per property. Four statements whatever the number of tenancies: the page,
// its count, the deposits held by the page's tenancies, and one aggregate for the totals.

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** propertyId: one property, or a team member's properties (lib/route-access.ts). */
type PropertyFilter = number | number[] | undefined;

function depositWhere(landlordId: number, propertyId: PropertyFilter) {
  return {
    landlordId,
    ...(propertyId !== undefined ? { unit: { propertyId: propertyIn(propertyId) } } : {}),
    OR: [{ deposit: { gt: 0 } }, { payments: { some: { kind: 'deposit', status: 'completed' } } }],
  } satisfies Prisma.TenancyWhereInput;
}

const depositRowSelect = {
  id: true,
  status: true,
  startDate: true,
  endDate: true,
  deposit: true,
  refundDue: true,
  refundAmount: true,
  tenant: { select: { id: true, fullName: true } },
  unit: {
    select: { id: true, unitNumber: true, property: { select: { id: true, name: true } } },
  },
} as const satisfies Prisma.TenancySelect;

type TotalsRow = {
  property_id: number;
  property_name: string;
  held: bigint;
  refund_due: bigint;
  tenancies: bigint;
};

/**
 * The totals per property in one grouped statement over all matching tenancies (never a page):
 * held = the completed deposit payments of tenancies still running; refund due = what ended,
 * unrefunded tenancies are owed back, as their move-out computed it.
 */
async function depositTotalsByProperty(
  deps: Deps,
  landlordId: number,
  propertyId: PropertyFilter,
): Promise<DepositPropertyTotals[]> {
  const tenancies = qualifiedTable(deps.env, 'tenancies');
  const units = qualifiedTable(deps.env, 'units');
  const properties = qualifiedTable(deps.env, 'properties');
  const payments = qualifiedTable(deps.env, 'payments');
  const property =
    propertyId === undefined
      ? Prisma.empty
      : Array.isArray(propertyId)
        ? Prisma.sql`AND u."property_id" = ANY(${propertyId}::int[])`
        : Prisma.sql`AND u."property_id" = ${propertyId}`;
  const rows = await deps.db.$queryRaw<TotalsRow[]>`
    SELECT p."id" AS property_id, p."name" AS property_name,
           coalesce(sum(h.held) FILTER (WHERE t."status" <> 'ended'), 0) AS held,
           coalesce(sum(t."refund_due") FILTER (WHERE t."status" = 'ended'
                    AND t."refund_amount" IS NULL AND t."refund_due" > 0), 0) AS refund_due,
           count(*) AS tenancies
      FROM ${tenancies} t
      JOIN ${units} u ON u."id" = t."unit_id"
      JOIN ${properties} p ON p."id" = u."property_id"
      LEFT JOIN (SELECT pay."tenancy_id", sum(pay."amount") AS held
                   FROM ${payments} pay
                  WHERE pay."landlord_id" = ${landlordId} AND pay."kind" = 'deposit'
                    AND pay."status" = 'completed' AND pay."tenancy_id" IS NOT NULL
                  GROUP BY pay."tenancy_id") h ON h."tenancy_id" = t."id"
     WHERE t."landlord_id" = ${landlordId} AND (t."deposit" > 0 OR h.held > 0) ${property}
     GROUP BY p."id", p."name"
     ORDER BY p."name", p."id"`;
  return rows.map((row) => ({
    property_id: row.property_id,
    property_name: row.property_name,
    held: Number(row.held),
    refund_due: Number(row.refund_due),
    tenancies: Number(row.tenancies),
  }));
}

export async function listDeposits(
  deps: Deps,
  landlordId: number,
  query: Omit<DepositListQuery, 'property_id'> & { property_id?: number | number[] },
): Promise<DepositList> {
  const propertyId = query.property_id;
  if (typeof propertyId === 'number') {
    const owned = await deps.db.property.findFirst({
      where: { id: propertyId, landlordId },
      select: { id: true },
    });
    if (!owned) throw notFound('Property not found.');
  }
  const where = depositWhere(landlordId, propertyId);
  const skip = (query.page - 1) * query.page_size;
  const [count, tenancies, properties] = await Promise.all([
    deps.db.tenancy.count({ where }),
    deps.db.tenancy.findMany({
      where,
      select: depositRowSelect,
      // Running tenancies first (the enum's order: active, notice, ended), newest first; the id
      // makes the order total, so pages never repeat or skip a row.
      orderBy: [{ status: 'asc' }, { id: 'desc' }],
      skip,
      take: query.page_size,
    }),
    depositTotalsByProperty(deps, landlordId, propertyId),
  ]);
  const held = await depositsHeld(
    deps.db,
    tenancies.map((t) => t.id),
  );
  const sum = (key: 'held' | 'refund_due' | 'tenancies') =>
    properties.reduce((total, row) => total + row[key], 0);
  return {
    count,
    next_page: skip + tenancies.length < count ? query.page + 1 : null,
    results: tenancies.map((t) => ({
      tenancy_id: t.id,
      tenant: { id: t.tenant.id, full_name: t.tenant.fullName },
      unit: {
        id: t.unit.id,
        unit_number: t.unit.unitNumber,
        property_id: t.unit.property.id,
        property_name: t.unit.property.name,
      },
      amount_agreed: t.deposit,
      amount_held: held.get(t.id) ?? 0,
      status: depositStatusOf(t),
      refund_due: t.refundDue,
      tenancy_status: t.status,
      start_date: isoDate(t.startDate),
      end_date: t.endDate ? isoDate(t.endDate) : null,
    })),
    totals: {
      held: sum('held'),
      refund_due: sum('refund_due'),
      tenancies: sum('tenancies'),
      properties,
    },
  };
}

/** The tenant's deposit: their open tenancy's, else their latest one's; null with none. */
/**
 * The tenant dashboard's tenancy and deposit in one query: the newest tenancy, an open one first
 * (status orders active, notice, ended). The open one gives the summary; an ex-tenant still sees
 * the deposit of their last tenancy.
 */
export async function getTenantTenancyAndDeposit(deps: Deps, tenantId: number) {
  const tenancy = await deps.db.tenancy.findFirst({
    where: { tenantId },
    orderBy: [{ status: 'asc' }, { startDate: 'desc' }, { id: 'desc' }],
    select: {
      ...tenancySummarySelect,
      deposit: true,
      refundDue: true,
      refundAmount: true,
    },
  });
  if (!tenancy) return { tenancy: null, deposit: null };
  const held = await depositsHeld(deps.db, [tenancy.id]);
  return {
    tenancy: tenancy.status === 'ended' ? null : toTenancySummary(tenancy),
    deposit: {
      agreed: tenancy.deposit,
      held: held.get(tenancy.id) ?? 0,
      status: depositStatusOf(tenancy),
    },
  };
}
