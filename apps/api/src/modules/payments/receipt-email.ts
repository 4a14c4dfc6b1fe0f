import { amountInWordsIn } from '@pango/shared';
import type { DbTx } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { enqueueMail } from '../../lib/outbox.js';
import { rentReceiptEmail } from './emails.js';
import { balanceLabel } from './receipt-pdf.js';
import { readReceipt } from './receipt-details.js';

/**
 * Queues the receipt email of a credited rent payment, in the crediting transaction. It follows
 * the tenant's "Rent reminders" choice: of the three notification choices (rent reminders,
 * maintenance updates, announcements) it is the one about their rent, and a tenant who turned
 * rent emails off still finds every receipt in their payment history. Worded in the tenant's
 * message language (ADR 045).
 */
export async function queueReceiptEmail(deps: Deps, tx: DbTx, paymentId: number): Promise<void> {
  const receipt = await readReceipt(tx, { id: paymentId }, 'tenant');
  if (!receipt?.tenantWantsRentEmails) return;
  await enqueueMail(tx, {
    kind: 'payment_receipt',
    to: receipt.tenantEmail,
    landlordId: receipt.landlordId,
    ...rentReceiptEmail({
      tenantName: receipt.tenantName,
      landlordName: receipt.landlordName,
      receiptNumber: receipt.receiptNumber,
      amount: receipt.amount,
      amountInWords: amountInWordsIn(receipt.amount, receipt.language),
      unit: `${receipt.unitNumber}, ${receipt.propertyName}`,
      method: receipt.method,
      reference: `${receipt.reference.label} ${receipt.reference.value}`,
      ourReference: receipt.ourReference,
      period: receipt.period,
      balanceAfter: balanceLabel(receipt.balanceAfter, receipt.language),
      signInLink: deps.env.APP_URL ? `${deps.env.APP_URL}/login` : null,
      language: receipt.language,
    }),
  });
}
