import { formatKsh, type InvoiceComposition } from '@pango/shared';
import { renderEmail, type EmailContent } from '../../../lib/email-layout.js';
import { invoiceFigures, paymentInstruction } from './invoice-composition.service.js';

// The monthly invoice email (kind monthly_invoice) and the landlord's Send Invoice mail (kind
// invoice) both say what the composition says (docs/decisions/030). Wording here; markup and
// escaping in lib/email-layout.ts.

/** kind monthly_invoice: the month's invoice, made by the worker after the billing run. */
export function monthlyInvoiceEmail(c: InvoiceComposition, invoiceNumber: string): EmailContent {
  const instruction = paymentInstruction(c.how_to_pay);
  return renderEmail({
    subject: `Invoice ${invoiceNumber} for ${c.period_label}: ${formatKsh(c.amount_due)} due`,
    greeting: `Dear ${c.tenant_name},`,
    paragraphs: [
      `This is your invoice ${invoiceNumber} from ${c.landlord_name} for ${c.unit_number}, ${c.property_name}, ${c.period_label}.`,
      ...invoiceFigures(c),
      ...(instruction ? [instruction] : []),
    ],
    action: {
      label: instruction
        ? 'Or pay online from your tenant portal'
        : 'Pay rent from your tenant portal',
      url: c.how_to_pay.pay_link,
    },
    notes: ['The PDF of this invoice is in the Payment Center under Invoices.'],
    landlordName: c.landlord_name,
  });
}
