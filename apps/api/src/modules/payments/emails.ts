import { formatKshIn, translatorFor, type Language } from '@pango/shared';
import {
  emailLines,
  PRODUCT_NAME,
  renderEmail,
  type EmailContent,
} from '../../lib/email-layout.js';

// The receipt of a completed payment. Wording here; markup and escaping in lib/email-layout.ts.

/**
 * kind payment_receipt. landlordName is null when the landlord is the payer (a subscription). A
 * tenant payer reads it in their message language (ADR 045).
 */
export function paymentReceiptEmail(p: {
  payerName: string | null;
  landlordName: string | null;
  amount: number;
  description: string;
  reference: string;
  receipt: string | null;
  language?: Language;
}): EmailContent {
  const language = p.language ?? 'en';
  const t = translatorFor(language);
  const amount = formatKshIn(p.amount, language);
  return renderEmail({
    subject: t('payment.subject', { amount }),
    greeting: p.payerName
      ? t('email.greeting.hello', { name: p.payerName })
      : t('email.greeting.helloAnonymous'),
    paragraphs: [
      p.landlordName
        ? t('payment.receivedFor', { amount, landlord: p.landlordName })
        : t('payment.received', { amount }),
      emailLines(
        t('payment.for', { description: p.description }),
        t('receipt.reference', { reference: p.reference }),
        t('payment.receiptNumber', { receipt: p.receipt ?? t('payment.notProvided') }),
      ),
      t('payment.thanks', { product: PRODUCT_NAME }),
    ],
    landlordName: p.landlordName,
    language,
  });
}

/**
 * kind payment_receipt for a credited rent payment: the receipt's figures, and where to sign in
 * to download the PDF (no attachment: the outbox carries text and HTML only). In the tenant's
 * message language (ADR 045), the amount in words too (amountInWordsIn).
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
  language?: Language;
}): EmailContent {
  const language = p.language ?? 'en';
  const t = translatorFor(language);
  const amount = formatKshIn(p.amount, language);
  return renderEmail({
    subject: t('receipt.subject', { receipt: p.receiptNumber, amount }),
    greeting: t('email.greeting.hello', { name: p.tenantName }),
    paragraphs: [
      t('receipt.intro', { landlord: p.landlordName, amount, receipt: p.receiptNumber }),
      emailLines(
        t('receipt.amountInWords', { amount, words: p.amountInWords }),
        t('receipt.unit', { unit: p.unit }),
        t('receipt.method', { method: p.method }),
        t('receipt.reference', { reference: p.reference }),
        ...(p.ourReference ? [t('receipt.ourReference', { reference: p.ourReference })] : []),
        ...(p.period ? [t('receipt.period', { period: p.period })] : []),
        t('receipt.balanceAfter', { balance: p.balanceAfter }),
      ),
      t('receipt.pdf', { product: PRODUCT_NAME }),
    ],
    ...(p.signInLink
      ? { action: { label: t('receipt.signIn', { product: PRODUCT_NAME }), url: p.signInLink } }
      : {}),
    landlordName: p.landlordName,
    language,
  });
}
