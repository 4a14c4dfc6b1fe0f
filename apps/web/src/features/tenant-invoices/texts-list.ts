// The tenant's invoices list (issue 20 item 5).
export const LIST_TEXTS = {
  loadingInvoices: 'Loading invoices...',
  invoicesFailed: 'Could not load your invoices. Please try again later.',
  noInvoices: 'No invoices yet. Your landlord’s monthly invoices will appear here.',
  downloadFailed: 'Failed to download the invoice. Please try again.',
} as const;
