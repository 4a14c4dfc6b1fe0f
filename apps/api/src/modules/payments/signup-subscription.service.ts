import { z } from 'zod';
import {
  EmailSchema,
  ERROR_CODES,
  MESSAGES,
  PAYMENT_MESSAGES,
  PhoneSchema,
  RegistrationSessionIdSchema,
  amountSchema,
  type PaymentInitiationResult,
} from '@pango/shared';
import { AUDIT_ACTIONS } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { countLandlordUnits, priceOrRefuse } from './initiate-subscription.service.js';
import { payerOf } from './payer.js';
import { paymentRefusal, purposeKeys, startPayment } from './start-payment.js';

// The subscription prompt pushed at landlord signup (seed 000 section 7) when the email already had
// its free trial: the account exists with an inactive subscription, and the signup session that
// created it (within the hour) may pay for it without signing in.

const SIGNUP_WINDOW_MS = 60 * 60_000;

export const InitiateSignupSubscriptionSchema = z.object({
  amount: amountSchema(PAYMENT_MESSAGES.invalidAmount),
  phone_number: PhoneSchema,
  session_id: RegistrationSessionIdSchema,
  email: EmailSchema,
  landlord_id: z.coerce.number().int().positive().max(2_147_483_647),
});
type SignupSubscriptionInput = z.output<typeof InitiateSignupSubscriptionSchema>;

const sessionInvalid = () =>
  paymentRefusal(404, ERROR_CODES.notFound, MESSAGES.signupSessionInvalid);

/** POST /payments/initiate-signup-subscription/ (public; the signup session is the credential). */
export async function initiateSignupSubscription(
  deps: Deps,
  input: SignupSubscriptionInput,
  origin: string,
): Promise<PaymentInitiationResult> {
  const now = nowOf(deps);
  const landlord = await deps.db.user.findFirst({
    where: { id: input.landlord_id, role: 'landlord', email: input.email },
    select: { id: true, fullName: true, subscription: { select: { plan: true, isActive: true } } },
  });
  const createdBySession = landlord
    ? await deps.db.auditLog.findFirst({
        where: {
          action: AUDIT_ACTIONS.accountRegistered,
          entityType: 'user',
          entityId: String(landlord.id),
          createdAt: { gte: new Date(now.getTime() - SIGNUP_WINDOW_MS) },
          data: { path: ['session_id'], equals: input.session_id },
        },
        select: { id: true },
      })
    : null;
  if (!landlord || !createdBySession || !landlord.subscription || landlord.subscription.isActive)
    throw sessionInvalid();

  const plan = landlord.subscription.plan;
  const units = await countLandlordUnits(deps.db, landlord.id);
  const price = priceOrRefuse(plan, units, input.amount);
  return startPayment(deps, {
    kind: 'subscription',
    amount: price,
    landlordId: landlord.id,
    payerId: landlord.id,
    subscriptionPlan: plan,
    registrationSessionId: input.session_id,
    description: `Pango ${plan} subscription (${units} units)`,
    payer: payerOf({ email: input.email, phone: input.phone_number, fullName: landlord.fullName }),
    idempotencyKey: `subscription-signup:${input.session_id}`,
    // The same purpose as a signed-in purchase of this plan: one open payment for both.
    purposeKey: purposeKeys.subscription(landlord.id, plan),
    isRetryAfterFailureAllowed: true,
    origin,
    returnPath: (id) => `/payments/subscribe?payment=${id}`,
    failureMessage: PAYMENT_MESSAGES.subscriptionInitiationFailed,
  });
}
