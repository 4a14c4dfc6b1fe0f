import type { DbTx } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { recordRentPayment, type CompletedRentPayment } from '../ledger/rent-account.service.js';
import { queueReceiptEmail } from './receipt-email.js';
import { issueReceipt } from './receipts.service.js';
import { queueReceiptSms } from '../sms/sms-notify.service.js';

/**
 * Credits a completed rent payment, whoever collected it (STK, Pesapal, sandbox, by hand; C2B
 * next): the ledger entry (once per payment id), the landlord's next receipt number and the
 * receipt email (and SMS), all in the caller's transaction. Answers the receipt number.
 */
export async function creditRentPayment(
  deps: Deps,
  tx: DbTx,
  payment: CompletedRentPayment,
): Promise<string> {
  await recordRentPayment(tx, payment);
  const receiptNumber = await issueReceipt(tx, payment.id);
  await queueReceiptEmail(deps, tx, payment.id);
  // By SMS too when the landlord chose it (issue 25): amount, receipt number, new balance.
  await queueReceiptSms(deps, tx, payment, receiptNumber);
  return receiptNumber;
}
