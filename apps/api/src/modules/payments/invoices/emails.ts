import { formatKshIn, translatorFor, type InvoiceComposition, type Language } from '@pango/shared';
import { renderEmail, type EmailContent } from '../../../lib/email-layout.js';
import { invoiceFigures, paymentInstruction, periodIn } from './invoice-composition.service.js';

// The monthly invoice email (kind monthly_invoice) and the landlord's Send Invoice mail (kind
// invoice) both say what the composition says (docs/decisions/030). Wording here; markup and
// escaping in lib/email-layout.ts.

/** kind monthly_invoice: the month's invoice, made by the worker after the billing run. */
export function monthlyInvoiceEmail(
  c: InvoiceComposition,
  invoiceNumber: string,
  language: Language = 'en',
): EmailContent {
  const t = translatorFor(language);
  const instruction = paymentInstruction(c.how_to_pay, language);
  const period = language === 'en' ? c.period_label : periodIn(c.period, language);
  return renderEmail({
    subject: t('invoice.monthly.subject', {
      number: invoiceNumber,
      period,
      amount: formatKshIn(c.amount_due, language),
    }),
    greeting: t('email.greeting.dear', { name: c.tenant_name }),
    paragraphs: [
      t('invoice.monthly.intro', {
        number: invoiceNumber,
        landlord: c.landlord_name,
        unit: c.unit_number,
        property: c.property_name,
        period,
      }),
      ...invoiceFigures(c, undefined, language),
      ...(instruction ? [instruction] : []),
    ],
    action: {
      label: instruction ? t('invoice.monthly.orPayOnline') : t('invoice.monthly.payOnline'),
      url: c.how_to_pay.pay_link,
    },
    notes: [t('invoice.monthly.pdf')],
    landlordName: c.landlord_name,
    language,
  });
}
