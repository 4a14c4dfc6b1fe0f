import { formatReceiptNumber } from '@pango/shared';
import type { DbTx } from '../../lib/db.js';

// Receipt numbers (issue 19 item 8). Every credited rent payment gets the landlord's next number,
// taken in the crediting transaction from the landlord's row in receipt_counters: the increment locks
// that row until the transaction ends, so concurrent credits take turns, and a credit that rolls
// back gives its number back with it. No MAX()+1, which two transactions can read at once.

/**
 * Gives a credited payment its receipt number, once; returns it as shown ("RCT-000123"). Call it
 * in the transaction that credits the ledger, after the credit (C2B and imports will too).
 */
export async function issueReceipt(tx: DbTx, paymentId: number): Promise<string> {
  const payment = await tx.payment.findUnique({
    where: { id: paymentId },
    select: { landlordId: true, receiptNumber: true, status: true },
  });
  if (!payment) throw new Error(`issueReceipt: payment ${paymentId} does not exist`);
  if (payment.status !== 'completed')
    throw new Error(`issueReceipt: payment ${paymentId} is ${payment.status}, not completed`);
  if (payment.receiptNumber !== null) return formatReceiptNumber(payment.receiptNumber);
  // The first receipt makes the row (a concurrent first one waits for it, then skips); the
  // increment then locks it until this transaction ends.
  await tx.receiptCounter.createMany({
    data: [{ landlordId: payment.landlordId, lastNumber: 0 }],
    skipDuplicates: true,
  });
  const counter = await tx.receiptCounter.update({
    where: { landlordId: payment.landlordId },
    data: { lastNumber: { increment: 1 } },
    select: { lastNumber: true },
  });
  await tx.payment.update({
    where: { id: paymentId },
    data: { receiptNumber: counter.lastNumber },
  });
  return formatReceiptNumber(counter.lastNumber);
}
