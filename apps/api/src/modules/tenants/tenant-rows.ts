import type { TenantApplicationSummary, TenantRow, TenantStatus } from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db, DbTx } from '../../lib/db.js';
import {
  computeAccount,
  formatDate,
  dateColumn,
  rentAnchor,
  type AccountFigures,
  type LedgerRow,
} from '../ledger/rent-rules.js';

// A landlord's tenants as rows, with their rent position. The rent figures of a whole page come
// from ONE ledger read for the page's open tenancies and the ledger's own rules applied in
// memory, so a page of 100 tenants costs the same number of queries as a page of one. Only the
// open tenancy's rows count: a tenant who left this unit once and came back starts afresh (ADR 021).

export const tenantProfileSelect = {
  userId: true,
  nationalId: true,
  phoneNumber: true,
  emergencyContact: true,
  moveInDate: true,
  idDocumentPath: true,
  idDocumentName: true,
  idDocumentType: true,
  idDocumentSize: true,
  depositPaid: true,
  bookingId: true,
  language: true,
  messageLanguage: true,
  createdAt: true,
  updatedAt: true,
  user: {
    select: {
      id: true,
      fullName: true,
      email: true,
      isActive: true,
      approvalStatus: true,
      createdAt: true,
      currentUnit: {
        select: {
          id: true,
          unitNumber: true,
          rent: true,
          rentDueDate: true,
          billingAnchorDate: true,
          property: { select: { id: true, name: true } },
        },
      },
    },
  },
} as const satisfies Prisma.TenantProfileSelect;

export type TenantProfileData = Prisma.TenantProfileGetPayload<{
  select: typeof tenantProfileSelect;
}>;

export function statusOf(user: { isActive: boolean; approvalStatus: string }): TenantStatus {
  if (user.approvalStatus === 'pending') return 'pending';
  return user.isActive && user.approvalStatus === 'approved' ? 'active' : 'inactive';
}

/** Applicants who have not confirmed their email (or never did): no landlord sees them (ADR 019). */
export const UNCONFIRMED_APPLICANT_STATUSES = ['unverified', 'expired'] as const;

type SeenApplicationStatus = TenantApplicationSummary['status'];
/** An application status a landlord may see: not one of an unconfirmed applicant. */
export const isSeenApplicationStatus = (status: string): status is SeenApplicationStatus =>
  !(UNCONFIRMED_APPLICANT_STATUSES as readonly string[]).includes(status);

/** Where-clause for a status filter ('all' = every tenant the landlord may see). */
export function statusWhere(status: TenantStatus | 'all'): Prisma.UserWhereInput {
  if (status === 'active') return { isActive: true, approvalStatus: 'approved' };
  if (status === 'pending') return { approvalStatus: 'pending' };
  if (status === 'inactive')
    return {
      OR: [{ approvalStatus: 'declined' }, { approvalStatus: 'approved', isActive: false }],
    };
  return { approvalStatus: { notIn: [...UNCONFIRMED_APPLICANT_STATUSES] } };
}

const ledgerSelect = {
  id: true,
  tenantId: true,
  unitId: true,
  type: true,
  amount: true,
  periodStart: true,
  waivedEntryId: true,
  createdAt: true,
} as const;

/** The rent figures of each profile's current tenancy, keyed by tenant id (one query). */
export async function rentFiguresFor(
  db: Db | DbTx,
  profiles: readonly TenantProfileData[],
  now: Date,
): Promise<Map<number, AccountFigures>> {
  const tenancies = profiles.flatMap((p) =>
    p.user.currentUnit ? [{ profile: p, unit: p.user.currentUnit }] : [],
  );
  const figures = new Map<number, AccountFigures>();
  if (tenancies.length === 0) return figures;
  // The tenants' open tenancies (unique open_tenant_id), then their rows by (tenancy_id, id).
  const rows = await db.rentLedgerEntry.findMany({
    where: { tenancy: { openTenantId: { in: tenancies.map((t) => t.profile.userId) } } },
    select: ledgerSelect,
    orderBy: { id: 'asc' },
  });
  const byTenant = new Map<number, (LedgerRow & { unitId: number })[]>();
  for (const row of rows) {
    const list = byTenant.get(row.tenantId) ?? [];
    list.push(row);
    byTenant.set(row.tenantId, list);
  }
  for (const { profile, unit } of tenancies) {
    const anchor = rentAnchor(unit.rentDueDate, unit.billingAnchorDate);
    const ledger = (byTenant.get(profile.userId) ?? []).filter((r) => r.unitId === unit.id);
    figures.set(profile.userId, computeAccount(ledger, unit.rent, anchor, now));
  }
  return figures;
}

const dateOnly = (value: Date | null) => (value ? formatDate(dateColumn(value)) : null);

export function toTenantRow(p: TenantProfileData, figures: AccountFigures | undefined): TenantRow {
  const unit = p.user.currentUnit;
  return {
    id: p.user.id,
    full_name: p.user.fullName,
    email: p.user.email,
    phone_number: p.phoneNumber,
    national_id: p.nationalId,
    booking_id: p.bookingId,
    status: statusOf(p.user),
    is_active: p.user.isActive,
    deposit_paid: p.depositPaid,
    created_at: p.user.createdAt.toISOString(),
    move_in_date: dateOnly(p.moveInDate),
    unit: unit
      ? {
          id: unit.id,
          unit_number: unit.unitNumber,
          property_id: unit.property.id,
          property_name: unit.property.name,
          rent: unit.rent,
          rent_due_date: dateOnly(unit.rentDueDate),
        }
      : null,
    rent_status: unit && figures ? figures.status : 'no_unit',
    rent_remaining: unit && figures ? figures.outstanding : 0,
    next_due_date: unit && figures?.nextDueDate ? formatDate(figures.nextDueDate) : null,
    has_id_document: p.idDocumentPath !== null,
  };
}

/** One tenant's row, or null when the tenant is not the landlord's. */
export async function findTenantRow(
  db: Db | DbTx,
  landlordId: number,
  tenantId: number,
  now: Date,
): Promise<{ row: TenantRow; profile: TenantProfileData } | null> {
  const profile = await db.tenantProfile.findFirst({
    where: { userId: tenantId, landlordId, user: statusWhere('all') },
    select: tenantProfileSelect,
  });
  if (!profile) return null;
  const figures = await rentFiguresFor(db, [profile], now);
  return { row: toTenantRow(profile, figures.get(tenantId)), profile };
}
