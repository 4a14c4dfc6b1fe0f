import {
  ERROR_CODES,
  UNCLAIMED_DEPOSIT_AFTER_HOURS,
  UNCLAIMED_DEPOSIT_MESSAGES,
  type AttachDepositSchema,
  type DepositApplicationOption,
  type RefundDepositSchema,
  type UnclaimedDeposit,
  type UnclaimedDepositList,
} from '@pango/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.js';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';

// Signup deposits whose signup never finished (issue 17 item 2, docs/decisions/018). Money taken
// always belongs to someone: after UNCLAIMED_DEPOSIT_AFTER_HOURS with no account, the landlord sees
// the payer's contact and either attaches the deposit to an application or records its refund.
// Each action is one conditional update (still unclaimed -> settled), so a second one, or two at
// once, answers 409 and changes nothing.

/** A completed signup deposit that no account has claimed, refunded or been given. */
const unclaimed = {
  kind: 'deposit',
  status: 'completed',
  registrationSessionId: { not: null },
  tenantId: null,
  refundedAt: null,
} as const satisfies Prisma.PaymentWhereInput;

const queueWhere = (landlordId: number, now: Date): Prisma.PaymentWhereInput => ({
  ...unclaimed,
  landlordId,
  completedAt: { lte: new Date(now.getTime() - UNCLAIMED_DEPOSIT_AFTER_HOURS * 3_600_000) },
});

const settled = () =>
  new AppError(409, ERROR_CODES.conflict, UNCLAIMED_DEPOSIT_MESSAGES.alreadySettled);

/** GET /payments/unclaimed-deposits/: oldest first, the queue's count from the same query. */
export async function listUnclaimedDeposits(
  deps: Deps,
  landlordId: number,
): Promise<UnclaimedDepositList> {
  const rows = await deps.db.payment.findMany({
    where: queueWhere(landlordId, nowOf(deps)),
    orderBy: [{ completedAt: 'asc' }, { id: 'asc' }],
    take: 200,
    select: {
      id: true,
      amount: true,
      completedAt: true,
      merchantReference: true,
      mpesaReceipt: true,
      paymentMethod: true,
      payerName: true,
      payerPhone: true,
      payerEmail: true,
      unit: { select: { unitNumber: true, property: { select: { name: true } } } },
    },
  });
  const results: UnclaimedDeposit[] = rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    completed_at: (row.completedAt ?? new Date(0)).toISOString(),
    reference_number: row.merchantReference,
    mpesa_receipt: row.mpesaReceipt,
    payment_method: row.paymentMethod,
    payer_name: row.payerName,
    payer_phone: row.payerPhone,
    payer_email: row.payerEmail,
    unit_number: row.unit?.unitNumber ?? null,
    property_name: row.unit?.property.name ?? null,
  }));
  return {
    count: results.length,
    results,
    applications: results.length ? await depositApplicationOptions(deps, landlordId) : [],
  };
}

/** The landlord's applications still waiting for a deposit: where a queued one can go. */
async function depositApplicationOptions(
  deps: Deps,
  landlordId: number,
): Promise<DepositApplicationOption[]> {
  const rows = await deps.db.tenantApplication.findMany({
    where: { landlordId, status: { in: ['pending', 'approved'] }, depositPaid: false },
    orderBy: [{ appliedAt: 'desc' }, { id: 'desc' }],
    take: 200,
    select: {
      id: true,
      status: true,
      tenant: { select: { fullName: true, tenantProfile: { select: { phoneNumber: true } } } },
      unit: { select: { unitNumber: true, property: { select: { name: true } } } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    tenant_name: row.tenant.fullName,
    tenant_phone: row.tenant.tenantProfile?.phoneNumber ?? null,
    status: row.status === 'approved' ? 'approved' : 'pending',
    unit_number: row.unit.unitNumber,
    property_name: row.unit.property.name,
  }));
}

/** The landlord's signup deposit, whatever its state; another landlord's id is a missing one. */
async function ownDeposit(tx: DbTx, landlordId: number, paymentId: number) {
  const payment = await tx.payment.findFirst({
    where: {
      id: paymentId,
      landlordId,
      kind: 'deposit',
      status: 'completed',
      registrationSessionId: { not: null },
    },
    select: { id: true, amount: true, tenantId: true, refundedAt: true, unitId: true },
  });
  if (!payment) throw notFound();
  if (payment.tenantId !== null || payment.refundedAt !== null) throw settled();
  return payment;
}

/** POST /payments/unclaimed-deposits/{id}/attach/ {application_id}: the deposit pays that application's. */
export async function attachUnclaimedDeposit(
  deps: Deps,
  landlordId: number,
  paymentId: number,
  input: z.output<typeof AttachDepositSchema>,
): Promise<{ message: string }> {
  return deps.db.$transaction(async (tx) => {
    const payment = await ownDeposit(tx, landlordId, paymentId);
    const application = await tx.tenantApplication.findFirst({
      where: { id: input.application_id, landlordId, status: { in: ['pending', 'approved'] } },
      select: {
        id: true,
        tenantId: true,
        unitId: true,
        depositPaid: true,
        tenant: { select: { fullName: true } },
      },
    });
    if (!application) throw notFound();
    if (application.depositPaid)
      throw new AppError(
        409,
        ERROR_CODES.conflict,
        UNCLAIMED_DEPOSIT_MESSAGES.applicationDepositPaid,
      );
    const claimed = await tx.payment.updateMany({
      where: { id: paymentId, ...unclaimed },
      data: {
        tenantId: application.tenantId,
        applicationId: application.id,
        unitId: application.unitId,
      },
    });
    if (claimed.count === 0) throw settled();
    await tx.tenantApplication.update({
      where: { id: application.id },
      data: { depositPaid: true },
    });
    await tx.tenantProfile.updateMany({
      where: { userId: application.tenantId, landlordId },
      data: { depositPaid: true },
    });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.depositAttached,
      entityType: 'payment',
      entityId: paymentId,
      data: {
        amount: payment.amount,
        before: { tenant_id: null, application_id: null, unit_id: payment.unitId },
        after: {
          tenant_id: application.tenantId,
          application_id: application.id,
          unit_id: application.unitId,
        },
      },
    });
    return { message: UNCLAIMED_DEPOSIT_MESSAGES.attached(application.tenant.fullName) };
  });
}

/** POST /payments/unclaimed-deposits/{id}/refund/ {method, reference, note}: paid back outside Pango. */
export async function refundUnclaimedDeposit(
  deps: Deps,
  landlordId: number,
  paymentId: number,
  input: z.output<typeof RefundDepositSchema>,
): Promise<{ message: string }> {
  const now = nowOf(deps);
  return deps.db.$transaction(async (tx) => {
    const payment = await ownDeposit(tx, landlordId, paymentId);
    const refunded = await tx.payment.updateMany({
      where: { id: paymentId, ...unclaimed },
      data: {
        refundedAt: now,
        refundMethod: input.method,
        refundReference: input.reference,
        refundNote: input.note || null,
      },
    });
    if (refunded.count === 0) throw settled();
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.depositRefunded,
      entityType: 'payment',
      entityId: paymentId,
      data: {
        amount: payment.amount,
        before: { refunded_at: null },
        after: {
          refunded_at: now.toISOString(),
          method: input.method,
          reference: input.reference,
          note: input.note || null,
        },
      },
    });
    return { message: UNCLAIMED_DEPOSIT_MESSAGES.refunded };
  });
}
