import { propertyIn } from '../../lib/route-access.js';
import {
  DUE_SOON_DAYS,
  nairobiDate,
  phoneSearchTerm,
  type TenantDetail,
  type TenantListQuery,
  type TenantPage,
  type TenantSummary,
} from '@pango/shared';
import { Prisma } from '../../generated/prisma/client.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { qualifiedTable } from '../../lib/raw-sql.js';
import { unbilledTenants } from '../ledger/current-arrears.service.js';
import { addDays, compareDates } from '../ledger/rent-rules.js';
import {
  findTenantRow,
  isSeenApplicationStatus,
  UNCONFIRMED_APPLICANT_STATUSES,
  rentFiguresFor,
  statusWhere,
  tenantProfileSelect,
  toTenantRow,
} from './tenant-rows.js';
import { findOpenTenancy } from '../tenancies/tenancy-summary.service.js';

// GET /accounts/tenants/ (+ /summary/ and /:id/): the landlord's tenants, searched and filtered in
// the database, with their rent position from the ledger.

function searchWhere(search: string | undefined): Prisma.TenantProfileWhereInput {
  if (!search) return {};
  const contains = { contains: search, mode: 'insensitive' } as const;
  // Phones are stored canonical (2547…): "0712 345" is also looked for as "254712345".
  const phone = phoneSearchTerm(search);
  return {
    OR: [
      { user: { fullName: contains } },
      { user: { email: contains } },
      { phoneNumber: contains },
      ...(phone && phone !== search ? [{ phoneNumber: { contains: phone } }] : []),
      { nationalId: contains },
      { bookingId: contains },
      { user: { currentUnit: { unitNumber: contains } } },
    ],
  };
}

/** propertyId: one property, or a team member's properties (lib/route-access.ts). */
function propertyWhere(propertyId: number | number[] | undefined): Prisma.TenantProfileWhereInput {
  if (propertyId === undefined) return {};
  const scoped = propertyIn(propertyId);
  // A tenant belongs to a property through the unit they live in or the one they applied for.
  return {
    OR: [
      { user: { currentUnit: { propertyId: scoped } } },
      { user: { applications: { some: { unit: { propertyId: scoped } } } } },
    ],
  };
}

export async function listTenants(
  deps: Deps,
  landlordId: number,
  query: Omit<TenantListQuery, 'property_id'> & { property_id?: number | number[] },
): Promise<TenantPage> {
  const where: Prisma.TenantProfileWhereInput = {
    AND: [
      { landlordId, user: statusWhere(query.status) },
      searchWhere(query.search),
      propertyWhere(query.property_id),
    ],
  };
  const skip = (query.page - 1) * query.page_size;
  const everyone = query.status === 'all' && !query.search && query.property_id === undefined;
  const [count, profiles] = await Promise.all([
    everyone ? countSeenTenants(deps, landlordId) : deps.db.tenantProfile.count({ where }),
    deps.db.tenantProfile.findMany({
      where,
      select: tenantProfileSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip,
      take: query.page_size,
    }),
  ]);
  const figures = await rentFiguresFor(deps.db, profiles, nowOf(deps));
  return {
    count,
    next_page: skip + profiles.length < count ? query.page + 1 : null,
    results: profiles.map((p) => toTenantRow(p, figures.get(p.userId))),
  };
}

/**
 * The unfiltered list's count, the same rows as its where (every tenant but applicants who never
 * confirmed their email): the landlord's profiles counted on the (landlord_id, created_at) index
 * alone, less the few profiles whose user is unconfirmed (users_approval_status_idx). A profile
 * has exactly one user, so the difference is the list's rows; an anti-join had to fetch all 23,000
 * profiles of the reference agency from the heap for their user id (6.5 ms against 2.1 ms).
 */
// Constants, not input: untyped literals take the column's enum type (the enum itself lives in
// the schema the migrations ran in, which a cast would have to name).
const UNCONFIRMED_LITERALS = Prisma.raw(
  UNCONFIRMED_APPLICANT_STATUSES.map((status) => `'${status}'`).join(', '),
);

async function countSeenTenants(deps: Deps, landlordId: number): Promise<number> {
  const profiles = qualifiedTable(deps.env, 'tenant_profiles');
  const [row] = await deps.db.$queryRaw<{ count: number }[]>`
    SELECT ((SELECT count(*) FROM ${profiles} tp WHERE tp."landlord_id" = ${landlordId})
          - (SELECT count(*) FROM ${qualifiedTable(deps.env, 'users')} u
               JOIN ${profiles} up ON up."user_id" = u."id"
              WHERE u."approval_status" IN (${UNCONFIRMED_LITERALS})
                AND up."landlord_id" = ${landlordId}))::int AS count`;
  return row?.count ?? 0;
}

export async function summarizeTenants(
  deps: Deps,
  landlordId: number,
  propertyId: number | number[] | undefined,
): Promise<TenantSummary> {
  const now = nowOf(deps);
  const [profiles, owing, unbilled] = await Promise.all([
    deps.db.tenantProfile.findMany({
      where: { AND: [{ landlordId, user: statusWhere('active') }, propertyWhere(propertyId)] },
      select: tenantProfileSelect,
    }),
    deps.db.rentBalance.findMany({
      where: { landlordId, balance: { gt: 0 } },
      // An ended tenancy's debt is on its final statement, not the tenant's current account.
      select: { tenantId: true, unitId: true, tenancy: { select: { status: true } } },
    }),
    unbilledTenants(deps.db, deps.env, landlordId),
  ]);
  // A tenancy that owes nothing is paid once it has been charged (rent-rules: 'not_billed' before),
  // so only the owing ones need their ledger entries read: for an agency that is a few hundred
  // tenancies' entries instead of every entry of thousands (issue 12).
  const owes = new Set(
    owing.filter((b) => b.tenancy.status !== 'ended').map((b) => `${b.tenantId}:${b.unitId}`),
  );
  const housed = profiles.filter((p) => p.user.currentUnit);
  const owingProfiles = housed.filter((p) => owes.has(`${p.userId}:${p.user.currentUnit!.id}`));
  const figures = await rentFiguresFor(deps.db, owingProfiles, now);
  const today = nairobiDate(now);
  const soonLimit = addDays(today, DUE_SOON_DAYS);
  const summary: TenantSummary = {
    active_tenants: profiles.length,
    rent_overdue: 0,
    rent_due_soon: 0,
    rent_paid: housed.filter(
      (p) => !owes.has(`${p.userId}:${p.user.currentUnit!.id}`) && !unbilled.has(p.userId),
    ).length,
  };
  for (const f of figures.values()) {
    if (f.status === 'overdue') summary.rent_overdue += 1;
    else if (f.status === 'paid') summary.rent_paid += 1;
    if (
      f.outstanding > 0 &&
      f.nextDueDate &&
      compareDates(f.nextDueDate, today) >= 0 &&
      compareDates(f.nextDueDate, soonLimit) <= 0
    )
      summary.rent_due_soon += 1;
  }
  return summary;
}

export const idDocumentUrl = (tenantId: number) =>
  `/api/accounts/tenants/${tenantId}/documents/id/`;

export async function getTenantDetail(
  deps: Deps,
  landlordId: number,
  tenantId: number,
): Promise<TenantDetail> {
  const found = await findTenantRow(deps.db, landlordId, tenantId, nowOf(deps));
  if (!found) throw notFound();
  const { row, profile } = found;
  const [application, open] = await Promise.all([
    deps.db.tenantApplication.findFirst({
      where: { tenantId, landlordId, status: { notIn: [...UNCONFIRMED_APPLICANT_STATUSES] } },
      orderBy: [{ appliedAt: 'desc' }, { id: 'desc' }],
      select: {
        id: true,
        status: true,
        appliedAt: true,
        decidedAt: true,
        alreadyLivingInProperty: true,
        depositPaid: true,
      },
    }),
    findOpenTenancy(deps.db, tenantId, landlordId),
  ]);
  return {
    ...row,
    emergency_contact: profile.emergencyContact,
    language: profile.language,
    message_language: profile.messageLanguage,
    payment_account_number: open?.paymentAccountNumber ?? null,
    application:
      application && isSeenApplicationStatus(application.status)
        ? {
            id: application.id,
            status: application.status,
            applied_at: application.appliedAt.toISOString(),
            decided_at: application.decidedAt?.toISOString() ?? null,
            already_living_in_property: application.alreadyLivingInProperty,
            deposit_paid: application.depositPaid,
          }
        : null,
    documents: profile.idDocumentPath
      ? [
          {
            name: profile.idDocumentName ?? 'ID document',
            type: profile.idDocumentType ?? 'application/octet-stream',
            size: profile.idDocumentSize ?? 0,
            // The profile's last change is the closest record of when the file arrived.
            uploaded_at: profile.updatedAt.toISOString(),
            url: idDocumentUrl(tenantId),
          },
        ]
      : [],
    tenancy: open?.summary ?? null,
  };
}
