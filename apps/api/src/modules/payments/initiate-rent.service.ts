import type { z } from 'zod';
import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  rentPaymentAmountError,
  type InitiateRentPaymentSchema,
  type PaymentInitiationResult,
} from '@pango/shared';
import type { Actor } from '../../lib/auth.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { getRentAccount } from '../ledger/rent-account.service.js';
import { assertLandlordSubscriptionActive } from '../subscriptions/subscriptions.service.js';
import { payerFromUser } from './payer.js';
import { paymentRefusal, purposeKeys, startPayment } from './start-payment.js';

// Rent (seed 002 sections 4 and 5): at most the outstanding balance, or exactly months x rent
// when the tenant prepays 1-12 months. The ledger module says what is outstanding.

type RentInput = z.output<typeof InitiateRentPaymentSchema>;

const amountRefusal = (message: string) =>
  paymentRefusal(400, ERROR_CODES.validation, message, 'amount');

/** POST /payments/initiate-rent-payment/{unitId}/ */
export async function initiateRentPayment(
  deps: Deps,
  actor: Actor,
  unitId: number,
  input: RentInput,
  idempotencyKey: string | null,
  origin: string,
): Promise<PaymentInitiationResult> {
  const unit =
    Number.isInteger(unitId) && unitId > 0
      ? await deps.db.unit.findFirst({
          where: { id: unitId, currentTenantId: actor.userId },
          select: {
            id: true,
            unitNumber: true,
            rent: true,
            property: { select: { name: true, landlordId: true } },
          },
        })
      : null;
  if (!unit) throw paymentRefusal(404, ERROR_CODES.notFound, PAYMENT_MESSAGES.unitNotFound);
  const now = nowOf(deps);
  await assertLandlordSubscriptionActive(deps.db, unit.property.landlordId, now);

  const months = input.months ?? null;
  // The outstanding balance matters only without months; the rule itself is the form's (shared).
  const outstanding =
    months === null ? (await getRentAccount(deps.db, actor.userId, now)).rent_due : 0;
  const refusal = rentPaymentAmountError(input.amount, months, unit.rent, outstanding);
  if (refusal) throw amountRefusal(refusal);
  const place = `unit ${unit.unitNumber}, ${unit.property.name}`;
  return startPayment(deps, {
    kind: 'rent',
    amount: input.amount,
    landlordId: unit.property.landlordId,
    unitId: unit.id,
    tenantId: actor.userId,
    payerId: actor.userId,
    monthsCovered: months,
    description: (months
      ? `Rent for ${months} month${months > 1 ? 's' : ''}, ${place}`
      : `Rent, ${place}`
    ).slice(0, 100),
    payer: await payerFromUser(deps.db, actor.userId, input.phone_number),
    idempotencyKey,
    // One open rent payment per tenant and unit: Pay Now again answers it (issue 17).
    purposeKey: purposeKeys.rent(actor.userId, unit.id),
    origin,
    returnPath: (id) => `/tenant/payments?payment=${id}`,
    failureMessage: PAYMENT_MESSAGES.paymentFailed,
  });
}
