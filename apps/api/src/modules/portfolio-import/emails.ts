import { PRODUCT_NAME, renderEmail, type EmailContent } from '../../lib/email-layout.js';

// The import's one email: an invitation to a tenant whose account the landlord's import created.

/** kind tenant_invitation */
export function tenantInvitationEmail(p: {
  fullName: string;
  landlordName: string;
  unit: string;
  property: string;
  link: string;
  validDays: number;
}): EmailContent {
  return renderEmail({
    subject: `${p.landlordName} invited you to ${PRODUCT_NAME}`,
    greeting: `Hello ${p.fullName},`,
    paragraphs: [
      `${p.landlordName} now keeps the rent of unit ${p.unit} at ${p.property} in ${PRODUCT_NAME}. Your account is ready: choose a password to see your balance, pay rent and report problems.`,
    ],
    action: { label: 'Choose your password', url: p.link },
    notes: [
      `The link is valid for ${p.validDays} days and can be used once. After that, use "Forgot Password?" on the sign-in page with this email address.`,
    ],
    landlordName: p.landlordName,
  });
}
