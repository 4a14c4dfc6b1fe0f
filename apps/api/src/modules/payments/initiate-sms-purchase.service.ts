import type { z } from 'zod';
import {
  PAYMENT_MESSAGES,
  smsPackOf,
  type InitiateSmsPurchaseSchema,
  type PaymentInitiationResult,
} from '@pango/shared';
import type { Actor } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { payerFromUser } from './payer.js';
import { purposeKeys, startPayment } from './start-payment.js';

// A landlord buying an SMS pack (issue 25): the price is the pack's, decided here from the shared
// table; the payment goes through the subscription's provider (the sandbox by default) and its
// completion credits the pack once (confirm-payment → sms-credits.service).

type SmsPurchaseInput = z.output<typeof InitiateSmsPurchaseSchema>;

/** POST /payments/initiate-sms-purchase/ */
export async function initiateSmsPurchase(
  deps: Deps,
  actor: Actor,
  input: SmsPurchaseInput,
  idempotencyKey: string | null,
  origin: string,
): Promise<PaymentInitiationResult> {
  const pack = smsPackOf(input.pack);
  // The schema only lets pack ids through; a missing pack is a programming error.
  if (!pack) throw new Error(`unknown SMS pack ${input.pack}`);
  return startPayment(deps, {
    kind: 'sms_credits',
    amount: pack.price,
    landlordId: actor.userId,
    payerId: actor.userId,
    smsPack: pack.id,
    description: `Pango SMS ${pack.name} pack (${pack.sms} SMS)`,
    payer: await payerFromUser(deps.db, actor.userId, input.phone_number),
    idempotencyKey,
    purposeKey: purposeKeys.smsPack(actor.userId, pack.id),
    origin,
    returnPath: (id) => `/admin/sms-purchase?payment=${id}`,
    failureMessage: PAYMENT_MESSAGES.subscriptionInitiationFailed,
  });
}
