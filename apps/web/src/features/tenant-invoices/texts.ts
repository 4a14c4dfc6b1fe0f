// The tenant's invoice texts (issue 20 items 5 and 6).
export const INVOICE_TEXTS = {
  linesTitle: (period: string) => `Your charges for ${period}`,
  linesCaption: 'What makes up the amount due',
  noLines: (period: string) => `No charges for ${period} yet`,
  loadingLines: 'Loading your charges...',
  linesFailed: 'Could not load your charges. Please try again later.',
  loadingInvoices: 'Loading invoices...',
  invoicesFailed: 'Could not load your invoices. Please try again later.',
  noInvoices: 'No invoices yet. Your landlord’s monthly invoices will appear here.',
  downloadFailed: 'Failed to download the invoice. Please try again.',
} as const;
