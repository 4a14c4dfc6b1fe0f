import { downloadFile } from '@/lib/file-download';

// GET /api/payments/invoices/{id}/pdf/: an invoice's PDF for its tenant and their landlord. A file,
// not a query: fetched with the bearer token and saved (lib/file-download.ts).

export const invoicePdfPath = (invoiceId: number) => `/payments/invoices/${invoiceId}/pdf/`;

/** Saves the invoice's PDF under `fileName` (the shared invoiceFileName). */
export function downloadInvoice(invoiceId: number, fileName: string): Promise<string> {
  return downloadFile(invoicePdfPath(invoiceId), {}, fileName);
}
