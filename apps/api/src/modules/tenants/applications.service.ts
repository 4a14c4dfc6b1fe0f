import { likeLiteral } from '../../lib/like-pattern.js';
import { propertyIn } from '../../lib/route-access.js';
import {
  ERROR_CODES,
  phoneSearchTerm,
  TENANT_MESSAGES,
  type ApplicationList,
  type ApplicationListQuery,
  type ApproveApplicationResult,
  type TenantActionResult,
} from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { applicationApprovedEmail, applicationDeclinedEmail } from './emails.js';
import { AppError, notFound } from '../../lib/errors.js';
import { enqueueMail, kickOutbox } from '../../lib/outbox.js';
import { findTenantRow } from './tenant-rows.js';
import { claimUnit, setMoveInIfUnset } from './tenancy.service.js';
import { languageOfProfile, messageLanguageSelect } from '../../lib/message-language.js';

// The landlord's pending applications (seed 001 "Recently Joined Tenants") and their decisions.

const applicationSelect = {
  id: true,
  tenantId: true,
  unitId: true,
  status: true,
  requiresDeposit: true,
  depositPaid: true,
  alreadyLivingInProperty: true,
  notes: true,
  appliedAt: true,
  tenant: {
    select: {
      fullName: true,
      email: true,
      tenantProfile: {
        select: {
          phoneNumber: true,
          nationalId: true,
          emergencyContact: true,
          idDocumentPath: true,
        },
      },
    },
  },
  unit: { select: { unitNumber: true, property: { select: { id: true, name: true } } } },
} as const satisfies Prisma.TenantApplicationSelect;

// Approve and decline also read the landlord's name: the decision mail says who decided.
// And the tenant's message language (ADR 045).
const decisionSelect = {
  ...applicationSelect,
  tenant: {
    select: {
      ...applicationSelect.tenant.select,
      tenantProfile: {
        select: {
          ...applicationSelect.tenant.select.tenantProfile.select,
          ...messageLanguageSelect,
        },
      },
    },
  },
  landlord: { select: { fullName: true } },
} as const satisfies Prisma.TenantApplicationSelect;
type DecidedApplication = Prisma.TenantApplicationGetPayload<{ select: typeof decisionSelect }>;

const decisionParams = (found: DecidedApplication) => ({
  tenantName: found.tenant.fullName,
  landlordName: found.landlord.fullName,
  unitNumber: found.unit.unitNumber,
  propertyName: found.unit.property.name,
  language: languageOfProfile(found.tenant.tenantProfile),
});

export async function listPendingApplications(
  deps: Deps,
  landlordId: number,
  query: Omit<ApplicationListQuery, 'property_id'> & { property_id?: number | number[] },
): Promise<ApplicationList> {
  const contains = query.search
    ? ({ contains: likeLiteral(query.search), mode: 'insensitive' } as const)
    : null;
  // Phones are stored canonical (2547…): "0712 345" is also looked for as "254712345".
  const phone = query.search ? phoneSearchTerm(query.search) : null;
  const where: Prisma.TenantApplicationWhereInput = {
    landlordId,
    status: 'pending',
    ...(query.property_id !== undefined
      ? { unit: { propertyId: propertyIn(query.property_id) } }
      : {}),
    ...(contains
      ? {
          OR: [
            { tenant: { fullName: contains } },
            { tenant: { email: contains } },
            { tenant: { tenantProfile: { phoneNumber: contains } } },
            ...(phone && phone !== query.search
              ? [{ tenant: { tenantProfile: { phoneNumber: { contains: phone } } } }]
              : []),
            { tenant: { tenantProfile: { nationalId: contains } } },
            { tenant: { tenantProfile: { bookingId: contains } } },
            { unit: { unitNumber: contains } },
          ],
        }
      : {}),
  };
  const rows = await deps.db.tenantApplication.findMany({
    where,
    select: applicationSelect,
    orderBy: [{ appliedAt: 'desc' }, { id: 'desc' }],
    take: 500,
  });
  return {
    count: rows.length,
    results: rows.map((a) => ({
      id: a.id,
      tenant_id: a.tenantId,
      tenant_name: a.tenant.fullName,
      tenant_email: a.tenant.email,
      tenant_phone: a.tenant.tenantProfile?.phoneNumber ?? '',
      tenant_national_id: a.tenant.tenantProfile?.nationalId ?? '',
      emergency_contact: a.tenant.tenantProfile?.emergencyContact ?? '',
      unit_id: a.unitId,
      unit_number: a.unit.unitNumber,
      property_id: a.unit.property.id,
      property_name: a.unit.property.name,
      applied_at: a.appliedAt.toISOString(),
      deposit_required: a.requiresDeposit,
      deposit_paid: a.depositPaid,
      already_living_in_property: a.alreadyLivingInProperty,
      status: 'pending' as const, // the where-clause lists pending ones only
      notes: a.notes,
      has_id_document: Boolean(a.tenant.tenantProfile?.idDocumentPath),
    })),
  };
}

const notPending = () =>
  new AppError(409, ERROR_CODES.conflict, TENANT_MESSAGES.applicationNotPending);

/**
 * POST /accounts/tenant-applications/:id/approve/. One transaction: the application is claimed with
 * a conditional update (pending -> approved; a second approval of it finds it decided) and the unit
 * under row locks (claimUnit), so two concurrent approvals of two applications for one unit assign
 * it once and the loser gets a 409 saying the unit is not vacant.
 */
export async function approveApplication(
  deps: Deps,
  landlordId: number,
  applicationId: number,
): Promise<ApproveApplicationResult> {
  const now = nowOf(deps);
  const application = await deps.db.$transaction(async (tx) => {
    const found = await tx.tenantApplication.findFirst({
      where: { id: applicationId, landlordId },
      select: decisionSelect,
    });
    if (!found) throw notFound();
    if (found.status !== 'pending') throw notPending();
    const decided = await tx.tenantApplication.updateMany({
      where: { id: applicationId, status: 'pending' },
      data: { status: 'approved', decidedAt: now },
    });
    if (decided.count === 0) throw notPending();
    // The pending application itself reserved the unit (isAvailable false), so only an occupant
    // makes it "not vacant".
    await claimUnit(tx, deps, {
      unitId: found.unitId,
      tenantId: found.tenantId,
      unitNumber: found.unit.unitNumber,
      now,
    });
    await tx.user.update({
      where: { id: found.tenantId },
      data: { isActive: true, approvalStatus: 'approved' },
    });
    await setMoveInIfUnset(tx, found.tenantId, now);
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.applicationApproved,
      entityType: 'tenant_application',
      entityId: applicationId,
      data: {
        tenant_id: found.tenantId,
        unit_id: found.unitId,
        before: { status: 'pending', unit_tenant_id: null },
        after: { status: 'approved', unit_tenant_id: found.tenantId },
      },
    });
    await enqueueMail(tx, {
      kind: 'application_decision',
      to: found.tenant.email,
      landlordId,
      ...applicationApprovedEmail({
        ...decisionParams(found),
        signInLink: deps.env.APP_URL ? `${deps.env.APP_URL}/login` : null,
      }),
    });
    return found;
  });
  kickOutbox(deps);
  const tenant = await findTenantRow(deps.db, landlordId, application.tenantId, now);
  if (!tenant) throw notFound();
  return {
    message: TENANT_MESSAGES.applicationApproved(
      application.tenant.fullName,
      application.unit.unitNumber,
    ),
    tenant: tenant.row,
  };
}

/** POST /accounts/tenant-applications/:id/decline/: the applicant stays unable to sign in. */
export async function declineApplication(
  deps: Deps,
  landlordId: number,
  applicationId: number,
  reason: string | null,
): Promise<TenantActionResult> {
  const now = nowOf(deps);
  const application = await deps.db.$transaction(async (tx) => {
    const found = await tx.tenantApplication.findFirst({
      where: { id: applicationId, landlordId },
      select: decisionSelect,
    });
    if (!found) throw notFound();
    const decided = await tx.tenantApplication.updateMany({
      where: { id: applicationId, status: 'pending' },
      data: { status: 'declined', declineReason: reason, decidedAt: now },
    });
    if (decided.count === 0) throw notPending();
    // Free the reservation, unless someone lives there.
    await tx.unit.updateMany({
      where: { id: found.unitId, currentTenantId: null },
      data: { isAvailable: true },
    });
    await tx.user.updateMany({
      where: { id: found.tenantId, approvalStatus: 'pending' },
      data: { approvalStatus: 'declined', isActive: false, tokenVersion: { increment: 1 } },
    });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.applicationDeclined,
      entityType: 'tenant_application',
      entityId: applicationId,
      data: {
        tenant_id: found.tenantId,
        unit_id: found.unitId,
        before: { status: found.status },
        after: { status: 'declined', reason },
      },
    });
    await enqueueMail(tx, {
      kind: 'application_decision',
      to: found.tenant.email,
      landlordId,
      ...applicationDeclinedEmail({ ...decisionParams(found), reason }),
    });
    return found;
  });
  kickOutbox(deps);
  return { message: TENANT_MESSAGES.applicationDeclined(application.tenant.fullName) };
}
