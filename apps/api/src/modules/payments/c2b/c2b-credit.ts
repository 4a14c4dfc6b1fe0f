import { canonicalPhone } from '@pango/shared';
import type { DbTx } from '../../../lib/db.js';
import { nowOf, type Deps } from '../../../lib/deps.js';
import { creditCompletedPayment } from '../confirm-payment.service.js';
import { actingMemberId } from '../../../lib/entered-by.js';

// Turning a received C2B payment into a completed rent payment on a tenancy's ledger, in the
// caller's transaction. The status move is a conditional UPDATE: of any number of concurrent
// attempts (repeated deliveries, two landlord clicks) exactly one wins and writes the payment; the
// others see count 0 (ADR-style reasoning in confirm-payment.service.ts).

export type C2bRow = {
  id: number;
  transId: string;
  amount: number | null;
  billRefNumber: string | null;
  msisdn: string | null;
  firstName: string | null;
};

export async function creditC2bTransaction(
  deps: Deps,
  tx: DbTx,
  row: C2bRow,
  input: {
    tenancyId: number;
    from: 'received' | 'unmatched' | 'rejected';
    resolvedById: number | null;
  },
): Promise<number | null> {
  if (row.amount === null) return null;
  const tenancy = await tx.tenancy.findUnique({
    where: { id: input.tenancyId },
    select: { tenantId: true, unitId: true, landlordId: true },
  });
  if (!tenancy) return null;
  const now = nowOf(deps);
  const { count } = await tx.c2bTransaction.updateMany({
    where: { id: row.id, status: input.from },
    data: {
      status: 'credited',
      tenancyId: input.tenancyId,
      resolvedById: input.resolvedById,
      resolvedAt: input.resolvedById === null ? null : now,
    },
  });
  if (count !== 1) return null;
  const payment = await tx.payment.create({
    data: {
      kind: 'rent',
      amount: row.amount,
      status: 'completed',
      provider: 'mpesa',
      paymentMethod: 'mpesa',
      tenantId: tenancy.tenantId,
      payerId: tenancy.tenantId,
      unitId: tenancy.unitId,
      landlordId: tenancy.landlordId,
      tenancyId: input.tenancyId,
      merchantReference: `C2B-${row.transId}`,
      mpesaReceipt: row.transId,
      confirmationCode: row.transId,
      description: `M-Pesa paybill payment${row.billRefNumber ? ` (account ${row.billRefNumber})` : ''}`,
      payerName: row.firstName,
      // Daraja's MSISDN (or a statement's number) in the stored phone form; a masked or hashed one
      // as received.
      payerPhone: row.msisdn ? (canonicalPhone(row.msisdn) ?? row.msisdn) : null,
      completedAt: now,
      // A member matching or importing it by hand is named (issue 23); the webhook has no member.
      enteredByMemberId: actingMemberId(),
    },
  });
  await tx.c2bTransaction.update({ where: { id: row.id }, data: { paymentId: payment.id } });
  await creditCompletedPayment(deps, tx, { ...payment, completedAt: now });
  return payment.id;
}
