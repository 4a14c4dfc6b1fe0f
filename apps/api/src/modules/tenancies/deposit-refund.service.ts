import type { z } from 'zod';
import {
  ERROR_CODES,
  formatKsh,
  MOVE_OUT_MESSAGES,
  nairobiDate,
  parseIsoDate,
  refundPaidOnError,
  type DepositRefundInputSchema,
  type DepositRefundResult,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { enqueueMail, kickOutbox } from '../../lib/outbox.js';
import { lockRows } from '../../lib/row-locks.js';
import { toDateColumn } from '../ledger/rent-rules.js';
import { depositRefundEmail } from './emails.js';
import { languageOfProfile, messageLanguageSelect } from '../../lib/message-language.js';

// POST /accounts/tenancies/{id}/deposit-refund/ (issue 18 item 5): the landlord records the deposit
// refund they paid outside Pango. One refund per tenancy. A refund below the refund due is
// recorded as given; the remainder is not tracked further (no second refund, no ledger entry):
// the tenancy then reads "refunded" with both figures on it for the tenant and landlord to see.

export type DepositRefundRequest = z.output<typeof DepositRefundInputSchema>;

const conflict = (detail: string) => new AppError(409, ERROR_CODES.conflict, detail);
const fieldError = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { errors: { [field]: [message] } });

export async function recordDepositRefund(
  deps: Deps,
  landlordId: number,
  tenancyId: number,
  input: DepositRefundRequest,
): Promise<DepositRefundResult> {
  const now = nowOf(deps);
  const result = await deps.db.$transaction(async (tx) => {
    const owned = await tx.tenancy.findFirst({
      where: { id: tenancyId, landlordId },
      select: { id: true },
    });
    if (!owned) throw notFound();
    // Locked and read again: two refunds of one tenancy run one after the other, the second 409.
    await lockRows(tx, deps.env, 'tenancies', [tenancyId]);
    const tenancy = await tx.tenancy.findUniqueOrThrow({
      where: { id: tenancyId },
      select: {
        status: true,
        refundDue: true,
        refundAmount: true,
        tenant: {
          select: { fullName: true, email: true, tenantProfile: { select: messageLanguageSelect } },
        },
        landlord: { select: { fullName: true } },
        unit: { select: { unitNumber: true, property: { select: { name: true } } } },
      },
    });
    if (tenancy.status !== 'ended') throw conflict(MOVE_OUT_MESSAGES.tenancyNotEnded);
    if (tenancy.refundAmount !== null) throw conflict(MOVE_OUT_MESSAGES.refundAlreadyRecorded);
    const refundDue = tenancy.refundDue ?? 0;
    if (input.amount > refundDue)
      throw fieldError('amount', MOVE_OUT_MESSAGES.refundAboveDue(formatKsh(refundDue)));
    const paidOnError = refundPaidOnError(parseIsoDate(input.paid_on), nairobiDate(now));
    if (paidOnError) throw fieldError('paid_on', paidOnError);

    const refund = {
      refundAmount: input.amount,
      refundMethod: input.method,
      refundReference: input.reference,
      refundPaidOn: toDateColumn(parseIsoDate(input.paid_on)),
      refundRecordedAt: now,
    };
    await tx.tenancy.update({ where: { id: tenancyId }, data: refund });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.tenancyDepositRefunded,
      entityType: 'tenancy',
      entityId: tenancyId,
      data: {
        before: { refundDue, refundAmount: null },
        after: {
          refundDue,
          refundAmount: input.amount,
          refundMethod: input.method,
          refundReference: input.reference,
          refundPaidOn: input.paid_on,
        },
      },
    });
    await enqueueMail(tx, {
      kind: 'payment_receipt',
      to: tenancy.tenant.email,
      landlordId,
      ...depositRefundEmail({
        tenantName: tenancy.tenant.fullName,
        landlordName: tenancy.landlord.fullName,
        unitNumber: tenancy.unit.unitNumber,
        propertyName: tenancy.unit.property.name,
        amount: input.amount,
        method: input.method,
        reference: input.reference,
        paidOn: input.paid_on,
        refundDue,
        language: languageOfProfile(tenancy.tenant.tenantProfile),
      }),
    });
    return {
      tenancy_id: tenancyId,
      refund_due: refundDue,
      refund_amount: input.amount,
      refund_method: input.method,
      refund_reference: input.reference,
      refund_paid_on: input.paid_on,
    };
  });
  kickOutbox(deps);
  return result;
}
