import { canonicalPhone } from '@pango/shared';
import type { Payment } from '../../generated/prisma/client.js';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { paymentReceiptEmail } from './emails.js';
import { enqueueMail, kickOutbox } from '../../lib/outbox.js';
import { activateSubscriptionPayment } from '../subscriptions/subscriptions.service.js';
import type { ProviderStatus } from './providers/provider.js';
import { readMeta, toJson } from './payment-meta.js';
import { creditRentPayment } from './credit-rent.js';
import { recordPayoutLine } from './payouts/payout-ledger.js';
import { creditSmsPack } from '../sms/sms-credits.service.js';
import { languageOfProfile, messageLanguageSelect } from '../../lib/message-language.js';

// Applies what a provider said about one of our payments (payments.md section 4). Crediting is a
// conditional transition pending|processing -> completed in the same transaction as its effects:
// of any number of concurrent notifications exactly one wins the update, and only it writes the
// ledger, the subscription, the audit row and the receipt mail.
// Why a conditional UPDATE and not SELECT ... FOR UPDATE: the UPDATE takes the same row lock, and
// once a concurrent one commits Postgres re-checks the WHERE against the new row, so a loser sees
// count 0. Lock and check are then one statement, and nothing can run between reading the status
// and writing it. (Rent changes and tenancy claims read before they write, so they lock first:
// lib/row-locks.ts.)

export type ApplyOutcome =
  'completed' | 'failed' | 'cancelled' | 'pending' | 'mismatch' | 'unchanged';

const OPEN = ['pending', 'processing'] as const;
/** Why reconciliation closes a payment nobody confirmed within a day (reconcile.service.ts). */
export const STALE_REASON = 'No confirmation from the provider';
/**
 * Why a start is closed when Daraja gave no clear answer to the STK push (time-out, a gateway's
 * page): the prompt may still reach the phone, so its callback can adopt it (ADR 035).
 */
export const UNANSWERED_PUSH_REASON = 'M-Pesa did not answer the payment request';
const CLOSED_BY_US = [STALE_REASON, UNANSWERED_PUSH_REASON];
/**
 * Payments that may still be credited: open ones, and ones WE closed for want of an answer — money
 * the provider confirms late (even after that day) is credited, never lost. A failure or a
 * cancellation the provider itself reported stays final.
 */
const CREDITABLE = {
  OR: [
    { status: { in: [...OPEN] } },
    { status: 'failed' as const, failureReason: { in: CLOSED_BY_US } },
  ],
};

/** Closed by us for want of an answer, not by the provider: a late completion still counts. */
export const isClosedByUs = (payment: Pick<Payment, 'status' | 'failureReason'>) =>
  payment.status === 'failed' && CLOSED_BY_US.includes(payment.failureReason ?? '');
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 20_000 };

export async function applyProviderStatus(
  deps: Deps,
  paymentId: number,
  status: ProviderStatus,
): Promise<ApplyOutcome> {
  const payment = await deps.db.payment.findUnique({ where: { id: paymentId } });
  if (!payment) return 'unchanged';
  // Late or duplicate news about a settled payment changes nothing (a completed one stays so),
  // except a completion of one we closed ourselves as unconfirmed.
  const isOpen = payment.status === 'pending' || payment.status === 'processing';
  if (!isOpen && !(isClosedByUs(payment) && status.state === 'completed')) return 'unchanged';
  const meta = readMeta(payment.rawLastStatus);
  const rawLastStatus = toJson({ ...meta, status: status.raw });

  if (status.state === 'completed') {
    if (!matchesOurs(payment, status)) {
      deps.logger.error(
        {
          alert: 'payment_mismatch',
          paymentId,
          expected: {
            amount: payment.amount,
            currency: payment.currency,
            ref: payment.merchantReference,
          },
          reported: {
            amount: status.amount,
            currency: status.currency,
            ref: status.merchantReference,
          },
        },
        'provider reported a completed payment that does not match ours; not credited',
      );
      await deps.db.payment.updateMany({
        where: { id: paymentId, status: { in: [...OPEN] } },
        data: { rawLastStatus },
      });
      return 'mismatch';
    }
    const credited = await deps.db.$transaction(async (tx) => {
      const completedAt = nowOf(deps);
      const { count } = await tx.payment.updateMany({
        where: { id: paymentId, ...CREDITABLE },
        data: {
          status: 'completed',
          completedAt,
          mpesaReceipt: status.receipt,
          confirmationCode: status.receipt,
          paymentMethod: status.paymentMethod ?? payment.paymentMethod,
          failureReason: null,
          rawLastStatus,
        },
      });
      if (count !== 1) return false;
      await creditEffects(deps, tx, { ...payment, completedAt, mpesaReceipt: status.receipt });
      return true;
    }, TRANSACTION_OPTIONS);
    if (!credited) return 'unchanged';
    kickOutbox(deps);
    return 'completed';
  }

  if (status.state === 'failed' || status.state === 'cancelled') {
    const { count } = await deps.db.payment.updateMany({
      where: { id: paymentId, status: { in: [...OPEN] } },
      data: { status: status.state, failureReason: status.failureReason, rawLastStatus },
    });
    return count === 1 ? status.state : 'unchanged';
  }

  // Still pending: keep the answer (and move updated_at, which rotates the reconciliation queue).
  await deps.db.payment.updateMany({
    where: { id: paymentId, status: { in: [...OPEN] } },
    data: { rawLastStatus },
  });
  return 'pending';
}

/**
 * What was paid must be exactly what we asked for. Pesapal reports amount, currency and our `id`.
 * Daraja's STK query reports the outcome only: the amount of an STK push is fixed by our own
 * request, so an absent figure is accepted there (a callback's figures, when merged in, must match).
 */
function matchesOurs(payment: Payment, status: ProviderStatus): boolean {
  const isStk = payment.provider === 'mpesa';
  const amountOk = status.amount === null ? isStk : status.amount === payment.amount;
  const currencyOk =
    status.currency === null ? isStk : status.currency.toUpperCase() === payment.currency;
  const referenceOk =
    status.merchantReference === null
      ? isStk
      : status.merchantReference === payment.merchantReference;
  return amountOk && currencyOk && referenceOk;
}

type CreditedPayment = Payment & { completedAt: Date };

/**
 * What crediting a completed payment does, in the caller's transaction: the ledger (rent), the
 * subscription or deposit flags, the audit row and the receipt mail. Payments that arrive
 * completed (M-Pesa C2B, payments/c2b/) call it right after writing the payment; the caller kicks
 * the outbox after commit.
 */
export async function creditCompletedPayment(
  deps: Deps,
  tx: DbTx,
  payment: CreditedPayment,
): Promise<void> {
  await creditEffects(deps, tx, payment);
}

async function creditEffects(deps: Deps, tx: DbTx, payment: CreditedPayment): Promise<void> {
  const description = payment.description ?? `Payment ${payment.merchantReference}`;
  if (payment.kind === 'rent') {
    if (payment.tenantId === null || payment.unitId === null)
      throw new Error(`rent payment ${payment.id} has no tenant or unit`);
    await creditRentPayment(deps, tx, {
      id: payment.id,
      tenantId: payment.tenantId,
      unitId: payment.unitId,
      landlordId: payment.landlordId,
      amount: payment.amount,
      completedAt: payment.completedAt,
      description,
    });
  } else if (payment.kind === 'subscription') {
    await activateSubscriptionPayment(
      tx,
      {
        id: payment.id,
        landlordId: payment.landlordId,
        subscriptionPlan: payment.subscriptionPlan ?? '',
        completedAt: payment.completedAt,
      },
      nowOf(deps),
    );
  } else if (payment.kind === 'sms_credits') {
    // The pack's credits, once: sms_credit_lots.payment_id is unique (issue 25, ADR 042).
    await creditSmsPack(tx, {
      paymentId: payment.id,
      landlordId: payment.landlordId,
      pack: payment.smsPack ?? '',
      purchasedAt: payment.completedAt,
    });
  } else if (payment.registrationSessionId !== null && payment.tenantId === null) {
    await keepPayerContact(tx, payment);
  } else if (payment.registrationSessionId === null && payment.tenantId !== null) {
    // An existing tenant's deposit. A signup deposit (above) only keeps its payer's contact: the
    // tenant-complete endpoint looks for this completed payment and ties it to the new account.
    await tx.tenantProfile.updateMany({
      where: { userId: payment.tenantId },
      data: { depositPaid: true },
    });
    if (payment.unitId !== null)
      await tx.tenantApplication.updateMany({
        where: { tenantId: payment.tenantId, unitId: payment.unitId },
        data: { depositPaid: true },
      });
  }
  // Money the platform collected for the landlord is owed to them (ADR 026).
  await recordPayoutLine(deps, tx, payment);
  await recordAudit(tx, {
    actorId: payment.payerId ?? payment.tenantId,
    // The payee, whoever paid: a signup deposit has no account behind it yet.
    landlordId: payment.landlordId,
    action: AUDIT_ACTIONS.paymentCompleted,
    entityType: 'payment',
    entityId: payment.id,
    data: {
      kind: payment.kind,
      before: { status: payment.status },
      after: {
        status: 'completed',
        amount: payment.amount,
        reference: payment.merchantReference,
        receipt: payment.mpesaReceipt,
      },
    },
  });
  // A rent payment's receipt (number, PDF, email) comes with its credit above.
  if (payment.kind !== 'rent') await sendReceipt(tx, payment, description);
}

/**
 * A signup deposit keeps the payer's contact from the signup draft (drafts expire, the money does
 * not): if no account follows, the landlord's unclaimed-deposit queue names who paid (ADR 018).
 */
async function keepPayerContact(tx: DbTx, payment: CreditedPayment): Promise<void> {
  const draft = await tx.registrationDraft.findUnique({
    where: { sessionId: payment.registrationSessionId ?? '' },
    select: { data: true },
  });
  const data =
    draft?.data && typeof draft.data === 'object' && !Array.isArray(draft.data) ? draft.data : {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  // A draft saved before phones were canonical at input holds the number as typed.
  const phone = text(data.phone_number);
  await tx.payment.update({
    where: { id: payment.id },
    data: {
      payerName: text(data.full_name),
      payerPhone: phone && (canonicalPhone(phone) ?? phone),
      payerEmail: text(data.email) ?? readMeta(payment.rawLastStatus).payer_email ?? null,
    },
  });
}

async function sendReceipt(tx: DbTx, payment: CreditedPayment, description: string) {
  const payerId = payment.payerId ?? payment.tenantId;
  const payer = payerId
    ? await tx.user.findUnique({
        where: { id: payerId },
        select: { email: true, fullName: true, tenantProfile: { select: messageLanguageSelect } },
      })
    : null;
  const to = payer?.email ?? readMeta(payment.rawLastStatus).payer_email;
  if (!to) return;
  // Rent and deposits are paid to the landlord, who is named; a subscription is the landlord paying.
  const landlord =
    payment.kind === 'subscription' || payment.kind === 'sms_credits'
      ? null
      : await tx.user.findUnique({
          where: { id: payment.landlordId },
          select: { fullName: true },
        });
  await enqueueMail(tx, {
    kind: 'payment_receipt',
    to,
    landlordId: payment.landlordId,
    ...paymentReceiptEmail({
      payerName: payer?.fullName ?? null,
      landlordName: landlord?.fullName ?? null,
      amount: payment.amount,
      description,
      reference: payment.merchantReference,
      receipt: payment.mpesaReceipt,
      // An account's own choice; before one exists, the language the signup was made in.
      language: payer?.tenantProfile
        ? languageOfProfile(payer.tenantProfile)
        : (readMeta(payment.rawLastStatus).payer_language ?? 'en'),
    }),
  });
}
