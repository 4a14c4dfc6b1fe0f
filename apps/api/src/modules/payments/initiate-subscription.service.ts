import type { z } from 'zod';
import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  subscriptionPrice,
  type InitiateSubscriptionPaymentSchema,
  type PaymentInitiationResult,
} from '@pango/shared';
import type { Actor } from '../../lib/auth.js';
import type { Db } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { payerFromUser } from './payer.js';
import { paymentRefusal, purposeKeys, startPayment } from './start-payment.js';

// A landlord buying or renewing a plan (seed 001 sections 4 and 9): the price is the plan's for
// the landlord's current unit count, decided here.

type SubscriptionInput = z.output<typeof InitiateSubscriptionPaymentSchema>;

export const countLandlordUnits = (db: Db, landlordId: number) =>
  db.unit.count({ where: { landlordId } });

/** The price the landlord must pay for `plan`, or the refusal the screen shows. */
export function priceOrRefuse(plan: string, unitCount: number, amount: number): number {
  const price = subscriptionPrice(plan, unitCount);
  if (price === null) {
    const message =
      unitCount > 100
        ? PAYMENT_MESSAGES.enterpriseByPhone
        : SUBSCRIPTION_MESSAGES.planTooSmall(unitCount);
    throw paymentRefusal(400, ERROR_CODES.validation, message, 'subscription_type');
  }
  if (amount !== price)
    throw paymentRefusal(
      400,
      ERROR_CODES.validation,
      PAYMENT_MESSAGES.subscriptionAmountMismatch(price),
      'amount',
    );
  return price;
}

/** POST /payments/initiate-subscription-payment/ */
export async function initiateSubscriptionPayment(
  deps: Deps,
  actor: Actor,
  input: SubscriptionInput,
  idempotencyKey: string | null,
  origin: string,
): Promise<PaymentInitiationResult> {
  const units = await countLandlordUnits(deps.db, actor.userId);
  const price = priceOrRefuse(input.subscription_type, units, input.amount);
  return startPayment(deps, {
    kind: 'subscription',
    amount: price,
    landlordId: actor.userId,
    payerId: actor.userId,
    subscriptionPlan: input.subscription_type,
    description: `Pango ${input.subscription_type} subscription (${units} units)`,
    payer: await payerFromUser(deps.db, actor.userId, input.phone_number),
    idempotencyKey,
    purposeKey: purposeKeys.subscription(actor.userId, input.subscription_type),
    origin,
    returnPath: (id) => `/admin/subscription/payment?payment=${id}`,
    failureMessage: PAYMENT_MESSAGES.subscriptionInitiationFailed,
  });
}
