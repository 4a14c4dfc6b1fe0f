import { z } from 'zod';
import {
  ERROR_CODES,
  MESSAGES,
  PAYMENT_MESSAGES,
  PhoneSchema,
  amountSchema,
  type InitiateDepositRegistrationSchema,
  type PaymentInitiationResult,
} from '@pango/shared';
import type { Actor } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { payerFromUser, payerOf } from './payer.js';
import { assertDepositStepReached, countDepositPrompt } from './signup-deposit-guard.js';
import { paymentRefusal, purposeKeys, startPayment } from './start-payment.js';

// Deposits (seed 000 section 2 step 5): during signup, before the tenant account exists, and for
// an approved tenant who still owes one. The amount is always the unit's deposit.

type RegistrationDepositInput = z.output<typeof InitiateDepositRegistrationSchema>;

/** POST /payments/initiate-deposit/: the body is not shown in the spec; both fields optional. */
export const InitiateTenantDepositSchema = z.object({
  amount: amountSchema(PAYMENT_MESSAGES.invalidAmount).optional(),
  phone_number: PhoneSchema.optional(),
});

const depositMismatch = (deposit: number) =>
  paymentRefusal(
    400,
    ERROR_CODES.validation,
    PAYMENT_MESSAGES.depositAmountMismatch(deposit),
    'amount',
  );

/** POST /payments/initiate-deposit-registration/ (public). */
export async function initiateRegistrationDeposit(
  deps: Deps,
  input: RegistrationDepositInput,
  origin: string,
): Promise<PaymentInitiationResult> {
  await assertDepositStepReached(deps, input);
  const unit = await deps.db.unit.findUnique({
    where: { id: input.unit_id },
    select: {
      id: true,
      unitNumber: true,
      deposit: true,
      isAvailable: true,
      currentTenantId: true,
      property: { select: { name: true, landlordId: true } },
    },
  });
  if (!unit || !unit.isAvailable || unit.currentTenantId !== null)
    throw paymentRefusal(
      409,
      ERROR_CODES.unitUnavailable,
      MESSAGES.roomNoLongerAvailable,
      'unit_id',
    );
  if (input.amount !== unit.deposit) throw depositMismatch(unit.deposit);
  return startPayment(deps, {
    kind: 'deposit',
    amount: unit.deposit,
    landlordId: unit.property.landlordId,
    unitId: unit.id,
    registrationSessionId: input.session_id,
    description: `Deposit for unit ${unit.unitNumber}, ${unit.property.name}`.slice(0, 100),
    payer: payerOf({ email: input.email, phone: input.phone_number }),
    ...(input.language ? { payerLanguage: input.language } : {}),
    // One payment per signup and room; a failed or cancelled one may be tried again.
    idempotencyKey: `deposit-signup:${input.session_id}:${unit.id}`,
    purposeKey: purposeKeys.signupDeposit(input.session_id, unit.id),
    // Only a new charge sends a PIN prompt; answering the open payment sends none.
    beforeProvider: () => countDepositPrompt(deps, input.phone_number),
    isRetryAfterFailureAllowed: true,
    origin,
    returnPath: (id) => `/tenant/signup?payment=${id}`,
    failureMessage: PAYMENT_MESSAGES.depositInitiationFailed,
  });
}

/** POST /payments/initiate-deposit/: an approved tenant's unpaid deposit on their current unit. */
export async function initiateTenantDeposit(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof InitiateTenantDepositSchema>,
  idempotencyKey: string | null,
  origin: string,
): Promise<PaymentInitiationResult> {
  const unit = await deps.db.unit.findUnique({
    where: { currentTenantId: actor.userId },
    select: {
      id: true,
      unitNumber: true,
      deposit: true,
      property: { select: { name: true, landlordId: true } },
    },
  });
  const profile = await deps.db.tenantProfile.findUnique({
    where: { userId: actor.userId },
    select: { depositPaid: true },
  });
  const user = await deps.db.user.findUnique({
    where: { id: actor.userId },
    select: { approvalStatus: true },
  });
  if (!unit || !profile || user?.approvalStatus !== 'approved')
    throw paymentRefusal(404, ERROR_CODES.notFound, PAYMENT_MESSAGES.unitNotFound);
  const application = await deps.db.tenantApplication.findFirst({
    where: { tenantId: actor.userId, unitId: unit.id },
    orderBy: { appliedAt: 'desc' },
    select: { requiresDeposit: true, depositPaid: true },
  });
  const owes =
    unit.deposit > 0 &&
    !profile.depositPaid &&
    (!application || (application.requiresDeposit && !application.depositPaid));
  if (!owes)
    throw paymentRefusal(
      400,
      ERROR_CODES.validation,
      PAYMENT_MESSAGES.depositAlreadyPaid,
      'amount',
    );
  if (input.amount !== undefined && input.amount !== unit.deposit)
    throw depositMismatch(unit.deposit);
  return startPayment(deps, {
    kind: 'deposit',
    amount: unit.deposit,
    landlordId: unit.property.landlordId,
    unitId: unit.id,
    tenantId: actor.userId,
    payerId: actor.userId,
    description: `Deposit for unit ${unit.unitNumber}, ${unit.property.name}`.slice(0, 100),
    payer: await payerFromUser(deps.db, actor.userId, input.phone_number),
    idempotencyKey,
    purposeKey: purposeKeys.tenantDeposit(actor.userId, unit.id),
    origin,
    returnPath: (id) => `/tenant/payments?payment=${id}`,
    failureMessage: PAYMENT_MESSAGES.depositInitiationFailed,
  });
}
