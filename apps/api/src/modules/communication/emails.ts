import { formatKshIn, SETTINGS_MESSAGES, translatorFor, type Language } from '@pango/shared';
import {
  emailLines,
  PRODUCT_NAME,
  renderEmail,
  splitParagraphs,
  type EmailContent,
} from '../../lib/email-layout.js';

// Reports, the landlord's messages and invoices, and SMS pack interest. Wording here; markup and
// escaping in lib/email-layout.ts.

/** kind report_new: to the landlord. */
export function newReportEmail(p: {
  landlordName: string;
  tenantName: string;
  tenantContact: string;
  title: string;
  categoryLabel: string;
  priority: string;
  description: string;
  unitNumber: string;
  propertyName: string;
}): EmailContent {
  return renderEmail({
    subject: `New ${p.priority} report: ${p.title} (${p.unitNumber}, ${p.propertyName})`,
    greeting: `Dear ${p.landlordName},`,
    paragraphs: [
      `${p.tenantName} has reported an issue in ${p.unitNumber} at ${p.propertyName}.`,
      emailLines(`Title: ${p.title}`, `Category: ${p.categoryLabel}`, `Priority: ${p.priority}`),
      ...splitParagraphs(p.description),
      `Tenant contact: ${p.tenantContact}`,
      `You can follow it up under Reports and Issues in ${PRODUCT_NAME}.`,
    ],
  });
}

/** kind report_update: the landlord resolved the tenant's report; in their message language. */
export function reportResolvedEmail(p: {
  tenantName: string;
  landlordName: string;
  title: string;
  unitNumber: string;
  propertyName: string;
  language?: Language;
}): EmailContent {
  const language = p.language ?? 'en';
  const t = translatorFor(language);
  return renderEmail({
    subject: t('report.resolved.subject', { title: p.title }),
    greeting: t('email.greeting.dear', { name: p.tenantName }),
    paragraphs: [
      t('report.resolved.body', {
        title: p.title,
        unit: p.unitNumber,
        property: p.propertyName,
        landlord: p.landlordName,
      }),
      t('report.resolved.again'),
    ],
    landlordName: p.landlordName,
    language,
  });
}

/**
 * kind message: a landlord's text (typed or a template), placeholders already filled. Their words
 * go as written; the footer is in the tenant's message language (ADR 045).
 */
export function landlordMessageEmail(p: {
  landlordName: string;
  subject: string;
  message: string;
  language?: Language;
}): EmailContent {
  return renderEmail({
    subject: p.subject,
    paragraphs: splitParagraphs(p.message),
    landlordName: p.landlordName,
    ...(p.language ? { language: p.language } : {}),
  });
}

/**
 * kind invoice. Without a unit the invoice is for "your tenancy". `figures` and `instruction` come
 * from the invoice composition (payments/invoices, docs/decisions/030) when the tenant has a
 * tenancy: the month's lines, previous balance and payments, with the amount and date typed here.
 * In the tenant's message language (ADR 045).
 */
export function invoiceEmail(p: {
  tenantName: string;
  landlordName: string;
  unitNumber: string | null;
  propertyName: string | null;
  amount: number;
  dueDate: string;
  notes: string | null;
  paymentLink: string;
  figures?: readonly string[] | null;
  instruction?: string | null;
  language?: Language;
}): EmailContent {
  const language = p.language ?? 'en';
  const t = translatorFor(language);
  const amount = formatKshIn(p.amount, language);
  const place =
    p.unitNumber && p.propertyName
      ? `${p.unitNumber}, ${p.propertyName}`
      : t('invoice.yourTenancy');
  return renderEmail({
    subject: t('invoice.subject', { amount, date: p.dueDate }),
    greeting: t('email.greeting.dear', { name: p.tenantName }),
    paragraphs: [
      t('invoice.intro', { landlord: p.landlordName, place }),
      ...(p.figures?.length
        ? p.figures
        : [
            emailLines(
              t('invoice.amountDue', { amount }),
              t('invoice.dueDate', { date: p.dueDate }),
            ),
          ]),
      ...(p.notes ? [t('invoice.notes', { notes: p.notes })] : []),
      ...(p.instruction ? [p.instruction] : []),
    ],
    action: { label: t('invoice.payOnline'), url: p.paymentLink },
    notes: [emailLines(t('invoice.regards'), p.landlordName)],
    landlordName: p.landlordName,
    language,
  });
}

/** kind sms_interest: to the landlord who asked about a pack. */
export function smsInterestEmail(p: { landlordName: string; packName: string }): EmailContent {
  return renderEmail({
    subject: `${PRODUCT_NAME} SMS credits: ${p.packName} pack`,
    greeting: `Hello ${p.landlordName},`,
    paragraphs: [
      SETTINGS_MESSAGES.smsInterestRegistered(p.packName),
      'SMS credits are coming soon. Nothing has been charged: when the packs launch we will email you and you can choose whether to buy.',
    ],
  });
}
