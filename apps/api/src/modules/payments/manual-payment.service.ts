import {
  ERROR_CODES,
  MANUAL_PAYMENT_MESSAGES,
  MANUAL_PAYMENT_METHOD_LABELS,
  type ManualPaymentData,
  type ManualPaymentResult,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { actingMemberId, enteredBySelect, toEnteredBy } from '../../lib/entered-by.js';
import { AppError, notFound } from '../../lib/errors.js';
import { kickOutbox } from '../../lib/outbox.js';
import { creditRentPayment } from './credit-rent.js';
import { isUniqueViolationOn, newMerchantReference } from './payment-meta.js';

// Payments the landlord records by hand (issue 19 item 7): cash, bank transfers, cheques, M-Pesa
// paid outside Pango. Stored completed and credited to the tenant's current tenancy in one
// transaction, through the same crediting path as a provider's confirmation (ledger, receipt,
// email). The reference is unique per landlord in the database (payments_landlord_id_manual_
// reference_key), so a second recording of the same money, even a concurrent one, is refused.

const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 20_000 };

const duplicateReference = () =>
  new AppError(409, ERROR_CODES.conflict, MANUAL_PAYMENT_MESSAGES.duplicateReference, {
    errors: { reference: [MANUAL_PAYMENT_MESSAGES.duplicateReference] },
  });

/** POST /payments/manual/ */
export async function recordManualPayment(
  deps: Deps,
  landlordId: number,
  input: ManualPaymentData,
): Promise<ManualPaymentResult> {
  const tenant = await deps.db.tenantProfile.findFirst({
    where: { userId: input.tenant_id, landlordId },
    select: { userId: true },
  });
  if (!tenant) throw notFound();
  const tenancy = await deps.db.tenancy.findFirst({
    where: { openTenantId: input.tenant_id, landlordId },
    select: { id: true, unitId: true, unit: { select: { unitNumber: true } } },
  });
  if (!tenancy)
    throw new AppError(400, ERROR_CODES.validation, MANUAL_PAYMENT_MESSAGES.noTenancy, {
      errors: { tenant_id: [MANUAL_PAYMENT_MESSAGES.noTenancy] },
    });
  const method = MANUAL_PAYMENT_METHOD_LABELS[input.method];
  const isDeposit = input.kind === 'deposit';
  const description = `${method} ${isDeposit ? 'deposit' : 'payment'}, ${input.reference}`;
  try {
    return await deps.db.$transaction(async (tx) => {
      const completedAt = nowOf(deps);
      const payment = await tx.payment.create({
        data: {
          kind: input.kind,
          amount: input.amount,
          status: 'completed',
          provider: 'manual',
          paymentMethod: input.method,
          payerId: input.tenant_id,
          tenantId: input.tenant_id,
          landlordId,
          unitId: tenancy.unitId,
          tenancyId: tenancy.id,
          merchantReference: newMerchantReference(input.kind),
          manualReference: input.reference,
          paidOn: new Date(`${input.paid_on}T00:00:00Z`),
          note: input.note || null,
          description,
          completedAt,
          // Who recorded it (issue 23): the team member acting, null for the owner.
          enteredByMemberId: actingMemberId(),
        },
        select: { id: true, enteredBy: enteredBySelect },
      });
      // A deposit is held against the tenancy (its completed deposit payments), never credited to
      // the rent ledger and never revenue (ADR 021); receipts are for credited rent (ADR 024).
      const receiptNumber = isDeposit
        ? null
        : await creditRentPayment(deps, tx, {
            id: payment.id,
            tenantId: input.tenant_id,
            unitId: tenancy.unitId,
            landlordId,
            amount: input.amount,
            completedAt,
            description,
          });
      await recordAudit(tx, {
        actorId: landlordId,
        landlordId,
        action: AUDIT_ACTIONS.paymentRecordedManually,
        entityType: 'payment',
        entityId: payment.id,
        data: {
          tenant_id: input.tenant_id,
          kind: input.kind,
          unit: tenancy.unit.unitNumber,
          amount: input.amount,
          method: input.method,
          reference: input.reference,
          paid_on: input.paid_on,
          receipt: receiptNumber,
        },
      });
      return {
        id: payment.id,
        tenant_id: input.tenant_id,
        kind: input.kind,
        amount: input.amount,
        method: input.method,
        reference: input.reference,
        paid_on: input.paid_on,
        status: 'completed' as const,
        receipt_number: receiptNumber,
        entered_by: toEnteredBy(payment.enteredBy),
      };
    }, TRANSACTION_OPTIONS);
  } catch (error) {
    if (isUniqueViolationOn(error, 'manual_reference')) throw duplicateReference();
    throw error;
  } finally {
    kickOutbox(deps);
  }
}
