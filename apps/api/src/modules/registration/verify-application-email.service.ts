import {
  APPLICATION_HOLD_MESSAGES,
  ERROR_CODES,
  type VerifyApplicationEmailResult,
} from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { newApplicationEmail } from './emails.js';
import { AppError } from '../../lib/errors.js';
import { enqueueMail, kickOutbox } from '../../lib/outbox.js';
import { hashToken } from '../../lib/tokens.js';
import { lapseCutoff } from './application-holds.js';
import { roomUnavailable } from './tenant-steps.service.js';

// The applicant opens the link of their confirmation email (ADR 019): only now does the
// application reach the landlord (pending, one email) and, when no deposit was paid, hold its room.

const verifySelect = {
  id: true,
  status: true,
  tenantId: true,
  landlordId: true,
  unitId: true,
  depositPaid: true,
  alreadyLivingInProperty: true,
  appliedAt: true,
  tenant: {
    select: {
      fullName: true,
      email: true,
      tenantProfile: { select: { phoneNumber: true, bookingId: true } },
    },
  },
  landlord: { select: { fullName: true, email: true } },
  unit: { select: { unitNumber: true, property: { select: { name: true } } } },
} as const satisfies Prisma.TenantApplicationSelect;

export const verifyLinkInvalid = () =>
  new AppError(400, ERROR_CODES.tokenInvalid, APPLICATION_HOLD_MESSAGES.verifyLinkInvalid, {
    errors: { token: [APPLICATION_HOLD_MESSAGES.verifyLinkInvalid] },
  });

/** POST /accounts/register/tenant/verify-email/ */
export async function verifyApplicationEmail(
  deps: Deps,
  token: string,
  siteOrigin: string,
): Promise<VerifyApplicationEmailResult> {
  const now = nowOf(deps);
  const result = await deps.db.$transaction(async (tx) => {
    const found = await tx.tenantApplication.findUnique({
      where: { verifyTokenHash: hashToken(token) },
      select: verifySelect,
    });
    // Used (no longer unverified), lapsed or unknown: one answer, so the link reveals nothing.
    if (!found || found.status !== 'unverified') throw verifyLinkInvalid();
    if (!found.depositPaid && found.appliedAt <= lapseCutoff(now)) throw verifyLinkInvalid();
    // The conditional update makes the link single-use even when two clicks race.
    const confirmed = await tx.tenantApplication.updateMany({
      where: { id: found.id, status: 'unverified' },
      data: { status: 'pending', emailVerifiedAt: now },
    });
    if (confirmed.count === 0) throw verifyLinkInvalid();
    if (!found.depositPaid) {
      // An unpaid application takes its room only now; of two confirmed for one room the first
      // wins and the other rolls back (still unconfirmed, it lapses).
      const claimed = await tx.unit.updateMany({
        where: { id: found.unitId, isAvailable: true, currentTenantId: null },
        data: { isAvailable: false },
      });
      if (claimed.count === 0) throw roomUnavailable();
    }
    await tx.user.updateMany({
      where: { id: found.tenantId, approvalStatus: 'unverified' },
      data: { approvalStatus: 'pending' },
    });
    await recordAudit(tx, {
      actorId: found.tenantId,
      landlordId: found.landlordId,
      action: AUDIT_ACTIONS.applicationEmailVerified,
      entityType: 'tenant_application',
      entityId: found.id,
      data: {
        unit_id: found.unitId,
        before: { status: 'unverified', unit_held: found.depositPaid },
        after: { status: 'pending', unit_held: true },
      },
    });
    const bookingId = found.tenant.tenantProfile?.bookingId ?? '';
    await enqueueMail(tx, {
      kind: 'application_new',
      to: found.landlord.email,
      landlordId: found.landlordId,
      ...newApplicationEmail({
        landlordName: found.landlord.fullName,
        tenantName: found.tenant.fullName,
        tenantEmail: found.tenant.email,
        tenantPhone: found.tenant.tenantProfile?.phoneNumber ?? '',
        unitNumber: found.unit.unitNumber,
        propertyName: found.unit.property.name,
        bookingId,
        alreadyLivingThere: found.alreadyLivingInProperty,
        reviewLink: `${siteOrigin}/admin/tenants`,
      }),
    });
    return { bookingId, landlordName: found.landlord.fullName };
  });
  // Send now rather than wait for the worker's next pass; a failure stays queued for a retry.
  kickOutbox(deps);
  return {
    message: APPLICATION_HOLD_MESSAGES.emailConfirmed(result.landlordName),
    booking_id: result.bookingId,
    landlord_name: result.landlordName,
  };
}
