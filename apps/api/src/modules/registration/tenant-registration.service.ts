import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  APPLICATION_HOLDS,
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  MESSAGES,
  type TenantRegistrationResult,
  type TenantRegistrationSchema,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { enqueueMail, kickOutbox } from '../../lib/outbox.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { confirmApplicationEmail } from './emails.js';
import {
  assertLandlordAcceptsApplications,
  countApplicationFromAddress,
  uncountApplicationFromAddress,
} from './application-holds.js';
import { deleteDraft, invalidSignupSession } from './registration-drafts.service.js';
import {
  checkIdDocument,
  discardIdDocument,
  storeIdDocument,
  type StoredDocument,
  type UploadedFile,
} from './tenant-document.js';
import {
  assertTenantEmailFree,
  requireLandlord,
  requireVacantUnit,
  roomUnavailable,
  tenantEmailTaken,
  type VacantUnit,
} from './tenant-steps.service.js';
import type { LandlordByCode } from './validate-landlord.service.js';

// Tenant signup, last step (seed 000 sections 2 and 4): every rule is checked before anything is
// written; then the account and application are created in one transaction, both `unverified`,
// and the applicant is sent a single-use link to confirm their email. Only a paid deposit takes
// the unit now; the landlord hears of the application once it is confirmed (ADR 019).

type TenantRegistration = z.output<typeof TenantRegistrationSchema>;

const BOOKING_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const BOOKING_RACE_ATTEMPTS = 3;

function newBookingId(): string {
  let id = 'BK-';
  for (let i = 0; i < 6; i += 1) id += BOOKING_ALPHABET[randomInt(BOOKING_ALPHABET.length)];
  return id;
}

const depositRequired = () =>
  new AppError(400, ERROR_CODES.depositRequired, MESSAGES.depositRequired, {
    errors: { deposit: [MESSAGES.depositRequired] },
  });

function uniqueViolationOn(err: unknown, field: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, meta } = err as { code?: unknown; meta?: unknown };
  return code === 'P2002' && JSON.stringify(meta ?? {}).includes(field);
}

type Plan = {
  input: TenantRegistration;
  landlord: LandlordByCode;
  unit: VacantUnit;
  requiresDeposit: boolean;
  depositPaymentId: number | null;
  passwordHash: string;
  document: StoredDocument | null;
  siteOrigin: string;
  /** The confirmation link's secret; only its hash is stored. */
  verifyToken: string;
};

/** POST /accounts/tenant/register/complete/ */
export async function completeTenantRegistration(
  deps: Deps,
  input: TenantRegistration,
  file: UploadedFile | undefined,
  siteOrigin: string,
  clientAddress: string,
): Promise<TenantRegistrationResult> {
  const checked = checkIdDocument(file, input.upload_id_later);
  const landlord = await requireLandlord(deps.db, input.landlord_code);
  await assertTenantEmailFree(deps.db, input.email);
  const draft = await deps.db.registrationDraft.findUnique({
    where: { sessionId: input.session_id },
    select: { kind: true },
  });
  if (draft && draft.kind !== 'tenant') throw invalidSignupSession();
  const unit = await requireVacantUnit(deps.db, landlord.id, input.unit_code);

  // The client's requires_deposit is ignored: only a tenant already living there skips it, and a
  // deposit counts only once the payment for this signup and room has completed.
  const requiresDeposit = !input.already_living_in_property;
  let depositPaymentId: number | null = null;
  if (requiresDeposit) {
    const payment = await deps.db.payment.findFirst({
      where: {
        kind: 'deposit',
        status: 'completed',
        registrationSessionId: input.session_id,
        unitId: unit.id,
        landlordId: landlord.id,
        tenantId: null,
        // A deposit the landlord already refunded or gave to another application is not this one's.
        refundedAt: null,
      },
      select: { id: true },
    });
    if (!payment) throw depositRequired();
    depositPaymentId = payment.id;
  }

  await assertLandlordAcceptsApplications(deps.db, landlord.id, nowOf(deps));
  await countApplicationFromAddress(deps, clientAddress);

  // bcrypt is slow on purpose: hash outside the transaction so it holds no locks meanwhile.
  const passwordHash = await hashPassword(input.password, deps.env.BCRYPT_COST);
  const document = checked ? await storeIdDocument(deps, checked) : null;
  const plan: Plan = {
    input,
    landlord,
    unit,
    requiresDeposit,
    depositPaymentId,
    passwordHash,
    document,
    siteOrigin,
    verifyToken: newOpaqueToken(),
  };
  try {
    const result = await createWithBookingRetry(deps, plan);
    kickOutbox(deps);
    return result;
  } catch (err) {
    await discardIdDocument(deps, document);
    await uncountApplicationFromAddress(deps, clientAddress);
    // A concurrent signup with this email committed first: this one rolled back entirely.
    if (uniqueViolationOn(err, 'email')) throw tenantEmailTaken();
    throw err;
  }
}

async function createWithBookingRetry(deps: Deps, plan: Plan): Promise<TenantRegistrationResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await createTenantApplication(deps, plan, newBookingId());
    } catch (err) {
      if (uniqueViolationOn(err, 'booking_id') && attempt < BOOKING_RACE_ATTEMPTS) continue;
      throw err;
    }
  }
}

function createTenantApplication(
  deps: Deps,
  plan: Plan,
  bookingId: string,
): Promise<TenantRegistrationResult> {
  const { input, landlord, unit, requiresDeposit, document } = plan;
  const depositPaid = plan.depositPaymentId !== null;
  return deps.db.$transaction(async (tx) => {
    // A paid deposit holds the unit at once (an unpaid application takes it on confirmation).
    // One conditional update: Postgres locks the row, so of two racing tenants exactly one
    // matches; the other sees is_available already false and gets 409.
    if (depositPaid) {
      const claimed = await tx.unit.updateMany({
        where: { id: unit.id, isAvailable: true, currentTenantId: null, landlordId: landlord.id },
        data: { isAvailable: false },
      });
      if (claimed.count === 0) throw roomUnavailable();
    }

    const user = await tx.user.create({
      data: {
        email: input.email,
        passwordHash: plan.passwordHash,
        fullName: input.full_name,
        phoneNumber: input.phone_number,
        role: 'tenant',
        isActive: false,
        approvalStatus: 'unverified',
        tenantProfile: {
          create: {
            landlordId: landlord.id,
            nationalId: input.national_id,
            phoneNumber: input.phone_number,
            emergencyContact: input.emergency_contact,
            language: input.language ?? DEFAULT_LANGUAGE,
            bookingId,
            depositPaid,
            ...(document ?? {}),
          },
        },
      },
      select: { id: true, email: true },
    });
    if (plan.depositPaymentId !== null) {
      // The payment is tied to this tenant so it cannot complete a second signup.
      const linked = await tx.payment.updateMany({
        where: { id: plan.depositPaymentId, tenantId: null, refundedAt: null },
        data: { tenantId: user.id },
      });
      if (linked.count === 0) throw depositRequired();
    }
    const application = await tx.tenantApplication.create({
      data: {
        tenantId: user.id,
        landlordId: landlord.id,
        unitId: unit.id,
        status: 'unverified',
        verifyTokenHash: hashToken(plan.verifyToken),
        alreadyLivingInProperty: input.already_living_in_property,
        requiresDeposit,
        depositPaid,
        appliedAt: nowOf(deps),
      },
      select: { id: true },
    });
    if (plan.depositPaymentId !== null)
      // The deposit stays attached to its application (ADR 018).
      await tx.payment.update({
        where: { id: plan.depositPaymentId },
        data: { applicationId: application.id },
      });
    await recordAudit(tx, {
      actorId: user.id,
      // Filed under no landlord: the landlord's log shows the application once it is confirmed.
      landlordId: null,
      action: AUDIT_ACTIONS.accountRegistered,
      entityType: 'user',
      entityId: user.id,
      data: {
        role: 'tenant',
        landlord_id: landlord.id,
        unit_id: unit.id,
        application_id: application.id,
        booking_id: bookingId,
        id_document_saved: document !== null,
      },
    });
    await deleteDraft(tx, input.session_id);
    await enqueueMail(tx, {
      kind: 'application_verify',
      to: user.email,
      // Mail of no landlord: the landlord's Settings do not list unconfirmed applicants.
      landlordId: null,
      ...confirmApplicationEmail({
        tenantName: input.full_name,
        landlordName: landlord.fullName,
        unitNumber: unit.unitNumber,
        propertyName: unit.propertyName,
        confirmLink: `${plan.siteOrigin}/verify-email?token=${plan.verifyToken}`,
        validHours: APPLICATION_HOLDS.verifyLinkHours,
        language: input.language ?? DEFAULT_LANGUAGE,
      }),
    });
    return {
      id: user.id,
      email: user.email,
      booking_id: bookingId,
      status: 'unverified' as const,
      id_document_saved: document !== null,
    };
  });
}
