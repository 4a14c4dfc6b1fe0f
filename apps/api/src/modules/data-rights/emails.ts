import { renderEmail, type EmailContent } from '../../lib/email-layout.js';

// The landlord's notice of a tenant's "Delete my account" (issue 22, ADR 036). Wording here;
// markup in lib/email-layout.

/** kind account_deletion_request: to the landlord. */
export function deletionRequestEmail(p: {
  landlordName: string;
  tenantName: string;
  isSettled: boolean;
  listLink: string;
}): EmailContent {
  return renderEmail({
    subject: `${p.tenantName} asked for their account to be deleted`,
    greeting: `Hello ${p.landlordName},`,
    paragraphs: [
      `${p.tenantName} asked Pango to delete their account and personal data.`,
      p.isSettled
        ? 'Their money is settled, so their name, contact details, ID number and documents will be erased by tomorrow; their payments and rent statement stay under a reference for your tax records. You can also erase them now.'
        : 'Their money is not settled yet; their account is erased once nothing is owed either way, the deposit is refunded or applied and no payment is still processing. Their payments and rent statement stay under a reference for your tax records.',
    ],
    action: { label: 'See deletion requests', url: p.listLink },
    landlordName: p.landlordName,
  });
}
