import { formatDate } from '@pango/shared';
import { PRODUCT_NAME, renderEmail, type EmailContent } from '../../lib/email-layout.js';

// Mail about a tenancy's life (issue 18). Wording here; markup and escaping in lib/email-layout.ts.

/**
 * kind tenancy_notice: to the landlord, when their tenant gives notice (or changes the date). The
 * landlord is greeted like every other mail to them; no "on behalf of" footer, it is their own.
 */
export function noticeGivenEmail(p: {
  landlordName: string;
  tenantName: string;
  unitNumber: string;
  propertyName: string;
  moveOutDate: string;
  isChange: boolean;
}): EmailContent {
  const moveOut = formatDate(p.moveOutDate);
  return renderEmail({
    subject: `Notice to move out: ${p.tenantName} (${p.unitNumber}, ${p.propertyName})`,
    greeting: `Dear ${p.landlordName},`,
    paragraphs: [
      p.isChange
        ? `${p.tenantName} has changed their move-out date from ${p.unitNumber} at ${p.propertyName} to ${moveOut}.`
        : `${p.tenantName} has given notice to move out of ${p.unitNumber} at ${p.propertyName} on ${moveOut}.`,
      'Rent reminders and monthly charges continue until the move-out.',
      `You can see the tenancy under Tenant Management in ${PRODUCT_NAME}.`,
    ],
  });
}
