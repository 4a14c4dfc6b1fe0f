import type { z } from 'zod';
import {
  countUnits,
  ERROR_CODES,
  LIMITS,
  MESSAGES,
  subscriptionQuote,
  tierPlanForUnitCount,
  type LandlordAccountStepSchema,
  type LandlordPropertiesStepSchema,
  type LandlordRegistration,
  type LandlordRegistrationResult,
  type RegistrationStepResult,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Db, DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { freeLandlordCode } from './landlord-code.js';
import { createLandlordPortfolio } from './landlord-portfolio.js';
import { deleteDraft, invalidSignupSession, saveDraft } from './registration-drafts.service.js';

// Landlord signup (seed 000 sections 2, 4, 5 and 7): steps 2 and 3 are validated and kept as a
// server-side draft; complete creates the whole account in one transaction.

type AccountStep = z.output<typeof LandlordAccountStepSchema>;
type PropertiesStep = z.output<typeof LandlordPropertiesStepSchema>;

const DAY_MS = 86_400_000;
/** Attempts of the complete transaction when two signups draw the same landlord code at once. */
const CODE_RACE_ATTEMPTS = 3;
/** A 1000-unit signup is a few dozen statements; Prisma's 5 s default is tight on a slow disk. */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 20_000 };

const emailTaken = () =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.emailTaken, {
    errors: { email: [MESSAGES.emailTaken] },
  });

async function assertEmailFree(db: Db | DbTx, email: string): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (user) throw emailTaken();
}

/** Step 2: the account fields. The password is checked by the schema but never stored. */
export async function saveLandlordAccountStep(
  deps: Deps,
  input: AccountStep,
): Promise<RegistrationStepResult> {
  await assertEmailFree(deps.db, input.email);
  const { expiresAt } = await saveDraft(deps.db, {
    sessionId: input.session_id,
    kind: 'landlord',
    step: 2,
    data: {
      full_name: input.full_name,
      email: input.email,
      phone_number: input.phone_number,
      national_id: input.government_id,
      mpesa_till_number: input.mpesa_till_number,
      address: input.address,
      website: input.website,
    },
    now: nowOf(deps),
  });
  return { session_id: input.session_id, step: 2, expires_at: expiresAt.toISOString() };
}

/** Step 3: the properties and units, answered with the subscription quote for their count. */
export async function saveLandlordPropertiesStep(
  deps: Deps,
  input: PropertiesStep,
): Promise<RegistrationStepResult> {
  const { expiresAt } = await saveDraft(deps.db, {
    sessionId: input.session_id,
    kind: 'landlord',
    step: 3,
    data: { properties: input.properties },
    now: nowOf(deps),
  });
  return {
    session_id: input.session_id,
    step: 3,
    expires_at: expiresAt.toISOString(),
    quote: subscriptionQuote(countUnits(input.properties)),
  };
}

/**
 * Whether err is Prisma's P2002 for the named Postgres constraint. With the pg driver adapter the
 * name sits at meta.driverAdapterError.cause.constraint.index, not in meta.target.
 */
function uniqueViolationOn(err: unknown, constraint: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, meta } = err as { code?: unknown; meta?: unknown };
  return code === 'P2002' && JSON.stringify(meta ?? {}).includes(`"${constraint}"`);
}

/**
 * Creates the landlord, profile, properties, unit types, units, 30-day free subscription and trial
 * grant, all or nothing. An email that already had its trial (seed 000 section 4) gets its account
 * with an inactive subscription at the tier for its unit count and `requires_payment`: the signup
 * screen then pushes the subscription payment (POST /api/payments/initiate-signup-subscription/).
 */
export async function completeLandlordRegistration(
  deps: Deps,
  input: LandlordRegistration,
): Promise<LandlordRegistrationResult> {
  await assertEmailFree(deps.db, input.email);
  // bcrypt is slow on purpose: hash outside the transaction so it holds no locks meanwhile.
  const passwordHash = await hashPassword(input.password, deps.env.BCRYPT_COST);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await createLandlordAccount(deps, input, passwordHash);
    } catch (err) {
      // A concurrent signup with this email committed first: the loser rolled back entirely.
      if (uniqueViolationOn(err, 'users_email_key')) throw emailTaken();
      if (
        uniqueViolationOn(err, 'landlord_profiles_landlord_code_key') &&
        attempt < CODE_RACE_ATTEMPTS
      )
        continue;
      throw err;
    }
  }
}

function createLandlordAccount(
  deps: Deps,
  input: LandlordRegistration,
  passwordHash: string,
): Promise<LandlordRegistrationResult> {
  const now = nowOf(deps);
  const trialEndsAt = new Date(now.getTime() + LIMITS.freeTrialDays * DAY_MS);
  return deps.db.$transaction(async (tx) => {
    // Email first: an existing landlord has a trial grant too, and "email taken" is the answer
    // that helps them (sign in instead).
    await assertEmailFree(tx, input.email);
    const grant = await tx.trialGrant.findUnique({
      where: { email: input.email },
      select: { email: true },
    });
    const hasHadTrial = grant !== null;
    const draft = await tx.registrationDraft.findUnique({
      where: { sessionId: input.session_id },
      select: { kind: true },
    });
    if (draft && draft.kind !== 'landlord') throw invalidSignupSession();

    const landlordCode = await freeLandlordCode(tx);
    const user = await tx.user.create({
      data: {
        email: input.email,
        passwordHash,
        fullName: input.full_name,
        phoneNumber: input.phone_number,
        role: 'landlord',
        approvalStatus: 'approved',
        isActive: true,
        landlordProfile: {
          create: {
            landlordCode,
            nationalId: input.national_id,
            mpesaTillNumber: input.mpesa_till_number ?? null,
            address: input.address,
            website: input.website ?? null,
          },
        },
      },
      select: { id: true, email: true },
    });
    await createLandlordPortfolio(tx, user.id, input.properties);
    const unitCount = countUnits(input.properties);
    const subscription = await tx.subscription.create({
      data: hasHadTrial
        ? // Paid from day one: inactive until the subscription payment completes.
          {
            landlordId: user.id,
            plan: tierPlanForUnitCount(unitCount),
            isActive: false,
            startedAt: now,
            expiresAt: now,
          }
        : {
            landlordId: user.id,
            plan: 'free',
            isActive: true,
            startedAt: now,
            expiresAt: trialEndsAt,
          },
      select: { plan: true, isActive: true, expiresAt: true },
    });
    if (!hasHadTrial)
      await tx.trialGrant.create({
        data: { email: input.email, grantedAt: now, expiresAt: trialEndsAt },
      });
    await recordAudit(tx, {
      actorId: user.id,
      action: AUDIT_ACTIONS.accountRegistered,
      entityType: 'user',
      entityId: user.id,
      data: {
        role: 'landlord',
        landlord_code: landlordCode,
        properties: input.properties.length,
        units: unitCount,
        // The signup-subscription payment is accepted only from the session that made the account.
        session_id: input.session_id,
        requires_payment: hasHadTrial,
      },
    });
    await deleteDraft(tx, input.session_id);
    return {
      id: user.id,
      email: user.email,
      landlord_code: landlordCode,
      subscription: {
        plan: subscription.plan,
        is_active: subscription.isActive,
        expires_at: subscription.expiresAt?.toISOString() ?? null,
      },
      trial_ends_at: hasHadTrial ? now.toISOString() : trialEndsAt.toISOString(),
      ...(hasHadTrial ? { requires_payment: true, landlord_id: user.id } : {}),
    };
  }, TRANSACTION_OPTIONS);
}
