import { receiptFileName } from '@pango/shared';
import { downloadFile } from '@/lib/file-download';

// GET /api/payments/{id}/receipt/: the PDF receipt of a credited payment, for its tenant and their
// landlord. A file, not a query: fetched with the bearer token and saved (lib/file-download.ts).

export const receiptPath = (paymentId: number) => `/payments/${paymentId}/receipt/`;

/** Downloads the receipt; resolves with the file name it was saved under. */
export function downloadReceipt(paymentId: number, receiptNumber: string): Promise<string> {
  return downloadFile(receiptPath(paymentId), {}, receiptFileName(receiptNumber));
}
