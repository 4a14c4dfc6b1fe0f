import { propertyIn } from '../../lib/route-access.js';
import {
  DUE_SOON_DAYS,
  nairobiDate,
  type TenantDetail,
  type TenantPage,
  type TenantSummary,
} from '@pango/shared';
import { Prisma } from '../../generated/prisma/client.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { readTenantPage, type TenantPageQuery } from './tenant-page.query.js';
import { unbilledTenants } from '../ledger/current-arrears.service.js';
import { addDays, compareDates } from '../ledger/rent-rules.js';
import {
  findTenantRow,
  isSeenApplicationStatus,
  UNCONFIRMED_APPLICANT_STATUSES,
  rentFiguresFor,
  statusWhere,
  tenantProfileSelect,
} from './tenant-rows.js';
import { findOpenTenancy } from '../tenancies/tenancy-summary.service.js';

// GET /accounts/tenants/ (+ /summary/ and /:id/): the landlord's tenants, searched and filtered in
// the database, with their rent position from the ledger.

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
  query: TenantPageQuery,
): Promise<TenantPage> {
  const { count, rows } = await readTenantPage(deps, landlordId, query);
  const skip = (query.page - 1) * query.page_size;
  return {
    count,
    next_page: skip + rows.length < count ? query.page + 1 : null,
    results: rows,
  };
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
