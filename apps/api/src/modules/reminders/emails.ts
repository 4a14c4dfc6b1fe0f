import { DEFAULT_REMINDER_SUBJECT, formatKshIn, translatorFor, type Language } from '@pango/shared';
import { renderEmail, splitParagraphs, type EmailContent } from '../../lib/email-layout.js';
import { fillPlaceholders, templateById, templateIn } from '../../lib/message-templates.js';

// The rent reminder, filled from the landlord's settings, in the tenant's message language (ADR
// 045). Wording of the facts in packages/shared's catalogues; markup and escaping in
// lib/email-layout.ts.

/**
 * The subject and message a reminder goes out with. In English: the landlord's, or the Rent
 * Reminder template's when empty. In Kiswahili the catalogue's stand in for every English default
 * the landlord left as it was (empty, "Rent Reminder", the template's own words); words the
 * landlord wrote are theirs and go as written.
 */
function reminderWords(subject: string, message: string, language: Language) {
  const template = templateById('rent_reminder');
  const subjectText = subject.trim();
  const messageText = message.trim();
  if (language === 'en')
    return { subject: subjectText || template.subject, message: messageText || template.body };
  const own = templateIn('rent_reminder', language);
  const isDefaultSubject = [
    '',
    DEFAULT_REMINDER_SUBJECT.toLowerCase(),
    template.subject.toLowerCase(),
  ].includes(subjectText.toLowerCase());
  const isDefaultMessage = messageText === '' || messageText === template.body;
  return {
    subject: isDefaultSubject ? own.subject : subjectText,
    message: isDefaultMessage ? own.body : messageText,
  };
}

/**
 * kind reminder. subject and message are the landlord's reminder settings; empty ones fall back to
 * the Rent Reminder template. amountDue is whole KSh; dueDate is already formatted ("5 Dec 2026",
 * in the tenant's language).
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
  language?: Language;
}): EmailContent {
  const language = p.language ?? 'en';
  const t = translatorFor(language);
  const words = reminderWords(p.subject, p.message, language);
  const values = {
    tenant_name: p.tenantName,
    unit: p.unit,
    property: p.property,
    amount: formatKshIn(p.amountDue, language),
    due_date: p.dueDate,
    landlord_name: p.landlordName,
  };
  return renderEmail({
    subject: fillPlaceholders(words.subject, values),
    // The landlord's words first; then the facts, whatever placeholders the message used.
    paragraphs: [
      ...splitParagraphs(fillPlaceholders(words.message, values)),
      [
        t('reminder.amountDue', { amount: values.amount }),
        t('reminder.dueDate', { date: p.dueDate }),
        t('reminder.tenant', { tenant: p.tenantName, unit: p.unit, property: p.property }),
      ].join('\n'),
      ...(p.payByMpesa ? [p.payByMpesa] : []),
    ],
    action: { label: t('reminder.action'), url: p.paymentLink },
    landlordName: p.landlordName,
    language,
  });
}
