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
