import { receiptFileName } from '@pango/shared';
import type { Actor } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { readReceipt } from './receipt-details.js';
import { renderReceiptPdf } from './receipt-pdf.js';

export type ReceiptFile = { name: string; bytes: Buffer };

/**
 * GET /payments/{id}/receipt/: the PDF for the payment's tenant and its landlord. Anyone else, and
 * a payment not credited (no receipt yet), gets the same 404 as a missing one.
 */
export async function getReceiptFile(
  deps: Deps,
  actor: Actor,
  paymentId: number,
  options?: { compress?: boolean },
): Promise<ReceiptFile> {
  const owner =
    actor.role === 'landlord'
      ? { landlordId: actor.userId }
      : actor.role === 'tenant'
        ? { tenantId: actor.userId }
        : null;
  if (!owner) throw notFound();
  // One document whoever downloads it: the tenant's receipt, in the tenant's message language.
  const receipt = await readReceipt(deps.db, { id: paymentId, ...owner }, 'tenant');
  if (!receipt) throw notFound();
  return {
    name: receiptFileName(receipt.receiptNumber),
    bytes: await renderReceiptPdf(receipt, options),
  };
}
