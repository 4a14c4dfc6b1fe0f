import {
  formatDateIn,
  formatKshIn,
  translatorFor,
  type InvoiceComposition,
  type Language,
} from '@pango/shared';
import { PRODUCT_NAME } from '../../../lib/email-layout.js';
import { renderPdf, type PdfDoc } from '../../../lib/pdf.js';
import { paymentInstruction, periodIn } from './invoice-composition.service.js';

// The invoice as a one-page PDF (pdfkit through lib/pdf.ts, docs/decisions/022 and 030), in the
// tenant's message language (ADR 045), whoever downloads it. The ledger's own descriptions stay as
// stored.

function row(doc: PdfDoc, label: string, value: string, bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(label, 48, y, { width: 380 });
  doc.text(value, 430, y, { width: 117, align: 'right' });
  doc.moveDown(0.5);
}

export function renderInvoicePdf(
  c: InvoiceComposition,
  invoice: { number: string; issuedAt: Date },
  language: Language = 'en',
  options?: { compress?: boolean },
) {
  const t = translatorFor(language);
  const ksh = (amount: number) => formatKshIn(amount, language);
  const signed = (amount: number) => (amount < 0 ? `-${ksh(-amount)}` : ksh(amount));
  const date = (value: string | Date) => formatDateIn(value, language);
  const period = language === 'en' ? c.period_label : periodIn(c.period, language);
  return renderPdf(
    { title: `Invoice ${invoice.number}`, author: c.landlord_name, compress: options?.compress },
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text(t('invoice.doc.title'));
      doc
        .font('Helvetica')
        .fontSize(11)
        .text(t('invoice.doc.number', { invoice: invoice.number }));
      doc.text(t('invoice.doc.date', { date: date(invoice.issuedAt) }));
      doc.text(t('invoice.doc.period', { period }));
      doc.moveDown();
      doc.font('Helvetica-Bold').fontSize(12).text(c.landlord_name);
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(t('invoice.doc.to', { tenant: c.tenant_name }));
      doc.text(t('invoice.doc.unit', { unit: c.unit_number, property: c.property_name }));
      doc.moveDown(1.5);
      row(doc, t('invoice.doc.previousBalance'), signed(c.previous_balance));
      doc.moveDown(0.5);
      for (const line of c.lines) {
        const label = language === 'en' ? line.label : t(`invoice.line.${line.kind}`);
        row(
          doc,
          line.description && line.description !== line.label
            ? `${label}: ${line.description}`
            : label,
          signed(line.amount),
        );
      }
      if (c.lines.length === 0) row(doc, t('invoice.doc.noCharges'), ksh(0));
      row(doc, t('invoice.doc.totalCharges'), signed(c.charges_total), true);
      row(doc, t('invoice.doc.paymentsIn', { period }), `-${ksh(c.payments_received)}`);
      doc.moveDown(0.5);
      if (c.balance < 0) row(doc, t('invoice.doc.paidAhead'), ksh(-c.balance), true);
      else row(doc, t('invoice.doc.amountDue'), ksh(c.amount_due), true);
      row(doc, t('invoice.doc.dueDate'), date(c.due_date));
      doc.moveDown(1.5);
      const instruction = paymentInstruction(c.how_to_pay, language);
      doc.font('Helvetica-Bold').fontSize(10).text(t('invoice.doc.howToPay'), 48);
      doc.font('Helvetica').fontSize(10);
      if (instruction) doc.text(instruction, 48);
      doc.text(t('invoice.doc.online', { link: c.how_to_pay.pay_link }), 48);
      doc.moveDown(2);
      doc
        .fontSize(8)
        .fillColor('#555555')
        .text(t('invoice.doc.issued', { product: PRODUCT_NAME, landlord: c.landlord_name }), 48);
    },
  );
}
