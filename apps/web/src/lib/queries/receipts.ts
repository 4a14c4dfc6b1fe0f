import { downloadFile } from '@/lib/file-download';

// GET /api/payments/{id}/receipt/: the PDF receipt of a credited payment, for its tenant and their
// landlord. A file, not a query: fetched with the bearer token and saved (lib/file-download.ts).

export const receiptPath = (paymentId: number) => `/payments/${paymentId}/receipt/`;

/**
 * Downloads the receipt under `fileName` (the shared receiptFileName). lib/queries takes no value
 * from @pango/shared: its chunk would then carry the shared package into /login's first load.
 */
export function downloadReceipt(paymentId: number, fileName: string): Promise<string> {
  return downloadFile(receiptPath(paymentId), {}, fileName);
}
