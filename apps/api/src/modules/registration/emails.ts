import {
  emailLines,
  PRODUCT_NAME,
  renderEmail,
  type EmailContent,
} from '../../lib/email-layout.js';

// The landlord's notice of a new tenant application from the signup. Wording here; markup and
// escaping in lib/email-layout.ts.

/** kind application_new: to the landlord. */
export function newApplicationEmail(p: {
  landlordName: string;
  tenantName: string;
  tenantEmail: string;
  tenantPhone: string;
  unitNumber: string;
  propertyName: string;
  bookingId: string;
  alreadyLivingThere: boolean;
  reviewLink: string;
}): EmailContent {
  return renderEmail({
    subject: `New tenant application: ${p.tenantName}`,
    greeting: `Hello ${p.landlordName},`,
    paragraphs: [
      `${p.tenantName} has applied for unit ${p.unitNumber} at ${p.propertyName}.`,
      emailLines(
        `Email: ${p.tenantEmail}`,
        `Phone: ${p.tenantPhone}`,
        `Booking ID: ${p.bookingId}`,
      ),
      p.alreadyLivingThere
        ? 'They say they already live in the property.'
        : 'Their deposit has been paid.',
    ],
    action: { label: 'Review and approve or decline the application', url: p.reviewLink },
  });
}

// The applicant's email confirmation (issue 17 item 7, ADR 019).

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
