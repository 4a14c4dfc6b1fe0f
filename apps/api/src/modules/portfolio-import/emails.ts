import { translatorFor } from '@pango/shared';
import { PRODUCT_NAME, renderEmail, type EmailContent } from '../../lib/email-layout.js';

// The import's one email: an invitation to a tenant whose account the landlord's import created.

/**
 * kind tenant_invitation. The tenant has not chosen a language yet (they do at their first sign-in,
 * in Settings), so the invitation says it in English and then in Kiswahili (issue 25 item 6).
 */
export function tenantInvitationEmail(p: {
  fullName: string;
  landlordName: string;
  unit: string;
  property: string;
  link: string;
  validDays: number;
}): EmailContent {
  const values = {
    landlord: p.landlordName,
    unit: p.unit,
    property: p.property,
    product: PRODUCT_NAME,
    days: p.validDays,
  };
  const en = translatorFor('en');
  const sw = translatorFor('sw');
  return renderEmail({
    subject: `${p.landlordName} invited you to ${PRODUCT_NAME}`,
    greeting: en('email.greeting.hello', { name: p.fullName }),
    paragraphs: [en('invitation.intro', values)],
    action: { label: en('invitation.action'), url: p.link },
    notes: [
      en('invitation.note', values),
      sw('email.greeting.hello', { name: p.fullName }),
      sw('invitation.intro', values),
      `${sw('invitation.action')}: ${p.link}`,
      sw('invitation.note', values),
    ],
    landlordName: p.landlordName,
  });
}
