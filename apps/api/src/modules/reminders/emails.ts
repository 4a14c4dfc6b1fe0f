import { formatKsh } from '@pango/shared';
import { renderEmail, splitParagraphs, type EmailContent } from '../../lib/email-layout.js';
import { fillPlaceholders, templateById } from '../../lib/message-templates.js';

// The rent reminder, filled from the landlord's settings. Wording here; markup and escaping in
// lib/email-layout.ts.

/**
 * kind reminder. subject and message are the landlord's reminder settings; empty ones fall back to
 * the Rent Reminder template. amountDue is whole KSh; dueDate is already formatted ("5 December 2026").
 */
export function rentReminderEmail(p: {
  landlordName: string;
  subject: string;
  message: string;
  tenantName: string;
  unit: string;
  property: string;
  amountDue: number;
  dueDate: string;
  paymentLink: string;
  /** "Pay by M-Pesa: Paybill …, account …" when the landlord has a paybill (issue 19). */
  payByMpesa?: string | null;
}): EmailContent {
  const template = templateById('rent_reminder');
  const values = {
    tenant_name: p.tenantName,
    unit: p.unit,
    property: p.property,
    amount: formatKsh(p.amountDue),
    due_date: p.dueDate,
    landlord_name: p.landlordName,
  };
  return renderEmail({
    subject: fillPlaceholders(p.subject.trim() || template.subject, values),
    // The landlord's words first; then the facts, whatever placeholders the message used.
    paragraphs: [
      ...splitParagraphs(fillPlaceholders(p.message.trim() || template.body, values)),
      [
        `Amount due: ${values.amount}`,
        `Due date: ${p.dueDate}`,
        `Tenant: ${p.tenantName}, ${p.unit} at ${p.property}`,
      ].join('\n'),
      ...(p.payByMpesa ? [p.payByMpesa] : []),
    ],
    action: { label: 'Pay rent in the Payment Center', url: p.paymentLink },
    landlordName: p.landlordName,
  });
}
