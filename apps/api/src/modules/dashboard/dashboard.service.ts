import { propertyIn } from '../../lib/route-access.js';
import { nairobiDate } from '@pango/shared';
import type { DashboardStats } from '@pango/shared';
import type { Env } from '../../config/env.js';
import type { Db } from '../../lib/db.js';
import { notFound } from '../../lib/errors.js';
import { openReportFilter } from '../communication/open-report-rules.js';
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
  const portfolio = Array.isArray(propertyId) ? { propertyId: { in: propertyId } } : {};
  const scoped = propertyId === undefined ? undefined : propertyIn(propertyId);
  if (typeof propertyId === 'number') {
    const owned = await db.property.findFirst({
      where: { id: propertyId, landlordId },
      select: { id: true },
    });
    if (!owned) throw notFound('Property not found.');
  }
  const unitScope = { landlordId, ...(scoped !== undefined ? { propertyId: scoped } : {}) };
  const paymentScope = {
    landlordId,
    kind: { in: [...TENANT_PAYMENT_KINDS] },
    ...(scoped !== undefined ? { unit: { propertyId: scoped } } : {}),
  };
  const month = nairobiMonthBounds(now);

  const [properties, unitGroups, tenancies, owing, revenue, openReports, recent] =
    await Promise.all([
      db.property.findMany({
        where: { landlordId, ...(Array.isArray(propertyId) ? { id: { in: propertyId } } : {}) },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: { id: true, name: true, address: true },
      }),
      // Every unit of the landlord, counted per property and availability flag: enough for the
      // unit status rule (occupied = tenant assigned; available = no tenant and is_available).
      db.unit.groupBy({
        by: ['propertyId', 'isAvailable'],
        where: { landlordId, ...portfolio },
        _count: { _all: true, currentTenantId: true },
      }),
      db.unit.count({ where: { ...unitScope, currentTenantId: { not: null } } }),
      // What current tenancies owe, from rent_balances (kept by the ledger's trigger).
      currentArrears(db, env, landlordId, propertyId),
      db.payment.aggregate({
        where: {
          ...paymentScope,
          kind: { in: [...REVENUE_KINDS] },
          status: 'completed',
          completedAt: { gte: month.start, lt: month.end },
        },
        _sum: { amount: true },
      }),
      db.report.count({
        where: {
          landlordId,
          ...(scoped !== undefined ? { propertyId: scoped } : {}),
          ...openReportFilter,
        },
      }),
      db.payment.findMany({
        where: paymentScope,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: RECENT_TRANSACTIONS,
        select: {
          id: true,
          amount: true,
          status: true,
          kind: true,
          paymentMethod: true,
          createdAt: true,
          tenant: { select: { fullName: true } },
          payerName: true,
          payerEmail: true,
        },
      }),
    ]);

  const perProperty = new Map<number, { total: number; occupied: number; available: number }>();
  for (const group of unitGroups) {
    const counts = perProperty.get(group.propertyId) ?? { total: 0, occupied: 0, available: 0 };
    counts.total += group._count._all;
    counts.occupied += group._count.currentTenantId;
    if (group.isAvailable) counts.available += group._count._all - group._count.currentTenantId;
    perProperty.set(group.propertyId, counts);
  }
  const inScope = [...perProperty.entries()].filter(
    ([id]) => typeof propertyId !== 'number' || id === propertyId,
  );
  const sum = (key: 'occupied' | 'available') =>
    inScope.reduce((total, [, counts]) => total + counts[key], 0);

  return {
    total_tenants: tenancies,
    monthly_revenue: revenue._sum.amount ?? 0,
    rent_due: owing.total,
    open_reports: openReports,
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
    recent_transactions: recent.map((payment) => ({
      id: payment.id,
      // A signup deposit has no tenant yet: it names the payer from the signup form.
      tenant_name: payment.tenant?.fullName ?? payment.payerName ?? payment.payerEmail,
      amount: payment.amount,
      status: payment.status,
      transaction_type: payment.kind,
      payment_method: payment.paymentMethod,
      created_at: payment.createdAt.toISOString(),
    })),
  };
}
