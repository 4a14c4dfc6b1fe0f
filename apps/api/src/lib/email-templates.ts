import { formatKsh, SETTINGS_MESSAGES } from '@pango/shared';
import { PRODUCT_NAME, renderEmail, type EmailContent } from './email-layout.js';
import { fillPlaceholders, templateById } from './message-templates.js';

// Every email Pango sends, one function per kind (the outbox's EmailKind). Parameters are plain
// values the services already hold; wording lives here, markup and escaping in email-layout.ts.
// Mail to a tenant names their landlord in the footer; mail to a landlord names them in the greeting.

/** Text a person typed (a landlord's message, a report's description): blank lines part paragraphs. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

const lines = (...items: (string | false | null | undefined)[]) =>
  items.filter((item): item is string => Boolean(item)).join('\n');

/** kind reset */
export function passwordResetEmail(p: {
  fullName: string;
  resetLink: string;
  validHours: number;
  landlordName: string | null;
}): EmailContent {
  return renderEmail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Hello ${p.fullName},`,
    paragraphs: [`We received a request to reset your ${PRODUCT_NAME} password.`],
    action: { label: 'Choose a new password', url: p.resetLink },
    notes: [
      `The link is valid for ${p.validHours} hours and can be used once.`,
      'If you did not ask for this, ignore this email: your password stays the same.',
    ],
    landlordName: p.landlordName,
  });
}

/** kind password_changed */
export function passwordChangedEmail(p: {
  fullName: string;
  landlordName: string | null;
}): EmailContent {
  return renderEmail({
    subject: `Your ${PRODUCT_NAME} password was changed`,
    greeting: `Hello ${p.fullName},`,
    paragraphs: [
      `The password of your ${PRODUCT_NAME} account was just changed, and every other device was signed out.`,
      'If this was you, there is nothing more to do.',
      'If it was not, reset your password at once with "Forgot Password?" on the sign-in page, and contact support.',
    ],
    landlordName: p.landlordName,
  });
}

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
      lines(`Email: ${p.tenantEmail}`, `Phone: ${p.tenantPhone}`, `Booking ID: ${p.bookingId}`),
      p.alreadyLivingThere
        ? 'They say they already live in the property.'
        : 'Their deposit has been paid.',
    ],
    action: { label: 'Review and approve or decline the application', url: p.reviewLink },
  });
}

type DecisionParams = {
  tenantName: string;
  landlordName: string;
  unitNumber: string;
  propertyName: string;
};

/** kind application_decision, approved. Without a sign-in link the mail says where to go. */
export function applicationApprovedEmail(
  p: DecisionParams & { signInLink: string | null },
): EmailContent {
  return renderEmail({
    subject: `Your ${PRODUCT_NAME} application was approved`,
    greeting: `Hello ${p.tenantName},`,
    paragraphs: [
      `Your application for unit ${p.unitNumber} at ${p.propertyName} was approved by ${p.landlordName}.`,
      ...(p.signInLink ? [] : [`You can now sign in to ${PRODUCT_NAME}.`]),
    ],
    ...(p.signInLink
      ? { action: { label: `You can now sign in to ${PRODUCT_NAME}`, url: p.signInLink } }
      : {}),
    landlordName: p.landlordName,
  });
}

/** kind application_decision, declined. */
export function applicationDeclinedEmail(
  p: DecisionParams & { reason: string | null },
): EmailContent {
  return renderEmail({
    subject: `Your ${PRODUCT_NAME} application was declined`,
    greeting: `Hello ${p.tenantName},`,
    paragraphs: [
      `Your application for unit ${p.unitNumber} at ${p.propertyName} was declined by ${p.landlordName}.`,
      p.reason
        ? `Reason given by the landlord: ${p.reason}`
        : 'The landlord did not give a reason.',
    ],
    landlordName: p.landlordName,
  });
}

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
      lines(`Title: ${p.title}`, `Category: ${p.categoryLabel}`, `Priority: ${p.priority}`),
      ...splitParagraphs(p.description),
      `Tenant contact: ${p.tenantContact}`,
      `You can follow it up under Reports and Issues in ${PRODUCT_NAME}.`,
    ],
  });
}

/** kind report_update: the landlord resolved the tenant's report. */
export function reportResolvedEmail(p: {
  tenantName: string;
  landlordName: string;
  title: string;
  unitNumber: string;
  propertyName: string;
}): EmailContent {
  return renderEmail({
    subject: `Your report has been resolved: ${p.title}`,
    greeting: `Dear ${p.tenantName},`,
    paragraphs: [
      `Your report "${p.title}" for ${p.unitNumber} at ${p.propertyName} has been marked as resolved by ${p.landlordName}.`,
      'If the problem is still there, please report it again from your tenant portal.',
    ],
    landlordName: p.landlordName,
  });
}

/** kind message: a landlord's text (typed or a template), placeholders already filled. */
export function landlordMessageEmail(p: {
  landlordName: string;
  subject: string;
  message: string;
}): EmailContent {
  return renderEmail({
    subject: p.subject,
    paragraphs: splitParagraphs(p.message),
    landlordName: p.landlordName,
  });
}

/** kind invoice. Without a unit the invoice is for "your tenancy". */
export function invoiceEmail(p: {
  tenantName: string;
  landlordName: string;
  unitNumber: string | null;
  propertyName: string | null;
  amount: number;
  dueDate: string;
  notes: string | null;
  paymentLink: string;
}): EmailContent {
  const amount = formatKsh(p.amount);
  const place =
    p.unitNumber && p.propertyName ? `${p.unitNumber}, ${p.propertyName}` : 'your tenancy';
  return renderEmail({
    subject: `Invoice: ${amount} due ${p.dueDate}`,
    greeting: `Dear ${p.tenantName},`,
    paragraphs: [
      `This is an invoice from ${p.landlordName} for ${place}.`,
      lines(`Amount due: ${amount}`, `Due date: ${p.dueDate}`),
      ...(p.notes ? [`Notes: ${p.notes}`] : []),
    ],
    action: { label: 'Pay online from your tenant portal', url: p.paymentLink },
    notes: [lines('Kind regards,', p.landlordName)],
    landlordName: p.landlordName,
  });
}

/** kind payment_receipt. landlordName is null when the landlord is the payer (a subscription). */
export function paymentReceiptEmail(p: {
  payerName: string | null;
  landlordName: string | null;
  amount: number;
  description: string;
  reference: string;
  receipt: string | null;
}): EmailContent {
  const amount = formatKsh(p.amount);
  return renderEmail({
    subject: `Payment received: ${amount}`,
    greeting: p.payerName ? `Hello ${p.payerName},` : 'Hello,',
    paragraphs: [
      `We have received your payment of ${amount}${p.landlordName ? ` to ${p.landlordName}` : ''}.`,
      lines(
        `For: ${p.description}`,
        `Reference: ${p.reference}`,
        `Receipt number: ${p.receipt ?? 'not provided'}`,
      ),
      `Thank you for using ${PRODUCT_NAME}.`,
    ],
    landlordName: p.landlordName,
  });
}

/** kind sms_interest: to the landlord who asked about a pack. */
export function smsInterestEmail(p: { landlordName: string; packName: string }): EmailContent {
  return renderEmail({
    subject: `${PRODUCT_NAME} SMS credits: ${p.packName} pack`,
    greeting: `Hello ${p.landlordName},`,
    paragraphs: [
      SETTINGS_MESSAGES.smsInterestRegistered(p.packName),
      'SMS credits are coming soon (expected launch Q1 2026). Nothing has been charged: when the packs launch we will email you and you can choose whether to buy.',
    ],
  });
}

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
    ],
    action: { label: 'Pay rent in the Payment Center', url: p.paymentLink },
    landlordName: p.landlordName,
  });
}
