import { emailLines, renderEmail, type EmailContent } from '../../lib/email-layout.js';

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
