import { PRODUCT_NAME, renderEmail, type EmailContent } from '../../lib/email-layout.js';

// The applicant's email confirmation (issue 17 item 7, ADR 019). Kept beside the signup that sends
// it rather than in lib/email-templates.ts, which holds the mails of several domains.

/** kind application_verify: to the applicant, right after their signup. */
export function confirmApplicationEmail(p: {
  tenantName: string;
  landlordName: string;
  unitNumber: string;
  propertyName: string;
  confirmLink: string;
  validHours: number;
}): EmailContent {
  return renderEmail({
    subject: `Confirm your email to send your ${PRODUCT_NAME} application`,
    greeting: `Hello ${p.tenantName},`,
    paragraphs: [
      `You applied for unit ${p.unitNumber} at ${p.propertyName}, managed by ${p.landlordName}.`,
      'Confirm your email address to send the application to your landlord.',
    ],
    action: { label: 'Confirm my email', url: p.confirmLink },
    notes: [
      `The link can be used once. Without a paid deposit it is valid for ${p.validHours} hours, after which the application lapses.`,
      'If you did not apply, ignore this email: nothing is sent to the landlord.',
    ],
    landlordName: p.landlordName,
  });
}
