import { emailLines, renderEmail, type EmailContent } from '../../lib/email-layout.js';

// The landlord's notice of an enquiry from a vacancy page. Wording here; markup in lib/email-layout.

/** kind enquiry_new: to the landlord. */
export function newEnquiryEmail(p: {
  landlordName: string;
  propertyName: string;
  unitNumber: string | null;
  name: string;
  phone: string;
  email: string | null;
  message: string;
  listLink: string;
}): EmailContent {
  return renderEmail({
    subject: `New enquiry for ${p.propertyName}${p.unitNumber ? `, unit ${p.unitNumber}` : ''}`,
    greeting: `Hello ${p.landlordName},`,
    paragraphs: [
      `${p.name} sent an enquiry from your vacancy page for ${p.propertyName}${p.unitNumber ? ` about unit ${p.unitNumber}` : ''}.`,
      emailLines(`Phone: ${p.phone}`, p.email && `Email: ${p.email}`),
      p.message,
    ],
    action: { label: 'Open your enquiries', url: p.listLink },
  });
}
