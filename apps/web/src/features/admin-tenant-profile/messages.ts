// Sentences of seed 001 section 2 and seed 002 sections 2 and 8 that only these screens show.
export const TENANT_PROFILE_TEXT = {
  notFound: 'Tenant Not Found',
  notFoundDetail: 'This tenant does not exist or is not one of your tenants.',
  loading: 'Loading tenant data...',
  noTransactions: (name: string) => `No transactions found for ${name}...`,
  noLines: 'No charges or credits yet.',
  nothingToDownload: 'No transactions to download',
  loadFailed: 'Failed to load tenant data.',
  downloadFailed: 'Failed to download the statement.',
  previewFailed: 'Failed to load the document.',
  zipFailed: 'Could not download the documents. Please try again.',
  messages: 'Messages',
  messageLanguage: 'Message language',
  messageLanguageHint: 'Rent reminders, receipts and other emails and SMS to this tenant.',
  tenantsChoice: (name: string) => `Tenant's choice (${name})`,
  messageLanguageFailed: 'Could not save the message language. Please try again.',
} as const;
