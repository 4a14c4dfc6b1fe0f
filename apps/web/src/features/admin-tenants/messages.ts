// Sentences of seed 001 (sections 2, 5 and 8) that only this screen shows. The server's own
// refusals (e.g. "Cannot assign unit X because it is not vacant.") are shown from its detail.
export const TENANT_TEXT = {
  loadFailed: 'Unable to load tenant data. Please check your connection and try again.',
  noTenants: 'No tenants found. You can add tenants by assigning them to units.',
  noApplications: 'No Pending Applications',
  approveFailed: 'Failed to approve application',
  declineFailed: 'Failed to decline application',
  evictFailed: 'Failed to evict tenant',
  rentDeadlineFailed: 'Failed to update rent deadline.',
  rentDeadlineNoUnit:
    'This tenant is not assigned to a unit. Assign a unit first to set a rent deadline.',
  // Ours: the spec shows no sentence for these.
  signupLinkCopied: 'Signup link copied to clipboard',
  signupLinkCopyFailed: 'Could not copy the signup link. Please try again.',
  noLandlordCode: 'Your landlord code is not available yet. Please reload the page.',
  invoiceFailed: 'Failed to send invoice. Please try again.',
  messageFailed: 'Failed to send message. Please try again.',
  previewFailed: 'Could not build the preview. Please try again.',
  documentFailed: 'Could not load the document. Please try again.',
  downloadFailed: 'Could not download the documents. Please try again.',
  noDocument: 'No ID document was uploaded.',
  whatsappComingSoon: 'WhatsApp messages are coming soon: this feature is not yet available.',
  depositsLoadFailed: 'Unable to load deposits. Please check your connection and try again.',
  noDeposits:
    'No deposits held yet. Deposits tenants pay show here, held for them until they move out.',
  shiftComingSoon:
    'Shifting a tenant to another unit is coming soon. Nothing is sent or changed for now.',
} as const;
