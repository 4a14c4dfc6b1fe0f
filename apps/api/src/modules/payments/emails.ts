import { formatKsh } from '@pango/shared';
import {
  emailLines,
  PRODUCT_NAME,
  renderEmail,
  type EmailContent,
} from '../../lib/email-layout.js';

// The receipt of a completed payment. Wording here; markup and escaping in lib/email-layout.ts.

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
      emailLines(
        `For: ${p.description}`,
        `Reference: ${p.reference}`,
        `Receipt number: ${p.receipt ?? 'not provided'}`,
      ),
      `Thank you for using ${PRODUCT_NAME}.`,
    ],
    landlordName: p.landlordName,
  });
}

/**
 * kind payment_receipt for a credited rent payment: the receipt's figures, and where to sign in
 * to download the PDF (no attachment: the outbox carries text and HTML only).
 */
export function rentReceiptEmail(p: {
  tenantName: string;
  landlordName: string;
  receiptNumber: string;
  amount: number;
  amountInWords: string;
  unit: string;
  method: string;
  reference: string;
  ourReference: string | null;
  period: string | null;
  balanceAfter: string;
  signInLink: string | null;
}): EmailContent {
  const amount = formatKsh(p.amount);
  return renderEmail({
    subject: `Receipt ${p.receiptNumber}: ${amount} received`,
    greeting: `Hello ${p.tenantName},`,
    paragraphs: [
      `${p.landlordName} has received your payment of ${amount}. Your receipt number is ${p.receiptNumber}.`,
      emailLines(
        `Amount: ${amount} (${p.amountInWords})`,
        `Unit: ${p.unit}`,
        `Method: ${p.method}`,
        `Reference: ${p.reference}`,
        ...(p.ourReference ? [`Payment reference: ${p.ourReference}`] : []),
        ...(p.period ? [`Period covered: ${p.period}`] : []),
        `Balance after this payment: ${p.balanceAfter}`,
      ),
      `You can download the receipt as a PDF from your payment history in ${PRODUCT_NAME}.`,
    ],
    ...(p.signInLink ? { action: { label: `Sign in to ${PRODUCT_NAME}`, url: p.signInLink } } : {}),
    landlordName: p.landlordName,
  });
}
