import type { TenancyHistoryPage, TenancyHistoryQuery, TenancyHistoryRow } from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { dateColumn, formatDate } from '../ledger/rent-rules.js';

// A tenant's tenancies and a unit's tenancies, newest first (issue 18 items 1 and 6, ADR 021).
// A page costs the same queries whatever its size: the count, the page of tenancies (joined with
// their unit, tenant and rent_balances row) and one grouped sum of their completed rent payments.

const tenancySelect = {
  id: true,
  status: true,
  startDate: true,
  endDate: true,
  monthlyRent: true,
  deposit: true,
  refundDue: true,
  refundAmount: true,
  balance: { select: { balance: true } },
  tenant: { select: { id: true, fullName: true } },
  unit: {
    select: { id: true, unitNumber: true, property: { select: { id: true, name: true } } },
  },
} as const satisfies Prisma.TenancySelect;

type TenancyData = Prisma.TenancyGetPayload<{ select: typeof tenancySelect }>;

/** Completed rent paid into each tenancy, in one grouped query. */
async function rentPaid(db: Db, tenancyIds: number[]): Promise<Map<number, number>> {
  if (tenancyIds.length === 0) return new Map();
  const rows = await db.payment.groupBy({
    by: ['tenancyId'],
    where: { tenancyId: { in: tenancyIds }, kind: 'rent', status: 'completed' },
    _sum: { amount: true },
  });
  return new Map(rows.map((row) => [row.tenancyId!, row._sum.amount ?? 0]));
}

function toRow(t: TenancyData, paid: Map<number, number>): TenancyHistoryRow {
  return {
    id: t.id,
    tenant: { id: t.tenant.id, full_name: t.tenant.fullName },
    unit: {
      id: t.unit.id,
      unit_number: t.unit.unitNumber,
      property_id: t.unit.property.id,
      property_name: t.unit.property.name,
    },
    start_date: formatDate(dateColumn(t.startDate)),
    end_date: t.endDate ? formatDate(dateColumn(t.endDate)) : null,
    status: t.status,
    monthly_rent: t.monthlyRent,
    deposit: t.deposit,
    // A tenancy with no ledger entry yet has no rent_balances row: it owes nothing.
    balance: t.balance?.balance ?? 0,
    total_paid: paid.get(t.id) ?? 0,
    refund_due: t.refundDue,
    refund_recorded: t.refundAmount !== null,
  };
}

/** One page of tenancies matching `where`, newest start first, id breaking ties. */
async function tenancyPage(
  db: Db,
  where: Prisma.TenancyWhereInput,
  query: TenancyHistoryQuery,
): Promise<TenancyHistoryPage> {
  const skip = (query.page - 1) * query.page_size;
  const [count, tenancies] = await Promise.all([
    db.tenancy.count({ where }),
    db.tenancy.findMany({
      where,
      select: tenancySelect,
      orderBy: [{ startDate: 'desc' }, { id: 'desc' }],
      skip,
      take: query.page_size,
    }),
  ]);
  const paid = await rentPaid(
    db,
    tenancies.map((t) => t.id),
  );
  return {
    count,
    next_page: skip + tenancies.length < count ? query.page + 1 : null,
    results: tenancies.map((t) => toRow(t, paid)),
  };
}

/** GET /accounts/tenants/{id}/tenancies/: the landlord's tenant's tenancies with this landlord. */
export async function listTenantTenancies(
  deps: Deps,
  landlordId: number,
  tenantId: number,
  query: TenancyHistoryQuery,
  /** A team member's properties (lib/route-access.ts): their tenancies elsewhere stay unseen. */
  scope?: number[],
): Promise<TenancyHistoryPage> {
  // The same tenants the landlord's tenant details page may open (another landlord's: 404;
  // an applicant who never confirmed their email: unseen, ADR 019).
  const profile = await deps.db.tenantProfile.findFirst({
    where: {
      userId: tenantId,
      landlordId,
      user: { approvalStatus: { notIn: ['unverified', 'expired'] } },
    },
    select: { userId: true },
  });
  if (!profile) throw notFound();
  const onScope = scope ? { unit: { propertyId: { in: scope } } } : {};
  return tenancyPage(deps.db, { tenantId, landlordId, ...onScope }, query);
}

/** GET /accounts/units/{id}/tenancies/: the landlord's unit's tenancies, past and current. */
export async function listUnitTenancies(
  deps: Deps,
  landlordId: number,
  unitId: number,
  query: TenancyHistoryQuery,
): Promise<TenancyHistoryPage> {
  const unit = await deps.db.unit.findFirst({
    where: { id: unitId, landlordId },
    select: { id: true },
  });
  if (!unit) throw notFound();
  return tenancyPage(deps.db, { unitId, landlordId }, query);
}
