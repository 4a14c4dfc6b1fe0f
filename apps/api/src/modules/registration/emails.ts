import { translatorFor, type Language } from '@pango/shared';
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

/** kind application_verify: to the applicant, right after their signup, in their language. */
export function confirmApplicationEmail(p: {
  tenantName: string;
  landlordName: string;
  unitNumber: string;
  propertyName: string;
  confirmLink: string;
  validHours: number;
  language?: Language;
}): EmailContent {
  const language = p.language ?? 'en';
  const t = translatorFor(language);
  return renderEmail({
    subject: t('application.verify.subject', { product: PRODUCT_NAME }),
    greeting: t('email.greeting.hello', { name: p.tenantName }),
    paragraphs: [
      t('application.verify.applied', {
        unit: p.unitNumber,
        property: p.propertyName,
        landlord: p.landlordName,
      }),
      t('application.verify.confirm'),
    ],
    action: { label: t('application.verify.action'), url: p.confirmLink },
    notes: [
      t('application.verify.validity', { hours: p.validHours }),
      t('application.verify.ignore'),
    ],
    landlordName: p.landlordName,
    language,
  });
}
