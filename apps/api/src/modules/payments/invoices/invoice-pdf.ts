import { formatDate, formatKsh, type InvoiceComposition } from '@pango/shared';
import { PRODUCT_NAME } from '../../../lib/email-layout.js';
import { renderPdf, type PdfDoc } from '../../../lib/pdf.js';
import { paymentInstruction } from './invoice-composition.service.js';

// The invoice as a one-page PDF (pdfkit through lib/pdf.ts, docs/decisions/022 and 030).

const signed = (amount: number) => (amount < 0 ? `-${formatKsh(-amount)}` : formatKsh(amount));

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
  options?: { compress?: boolean },
) {
  return renderPdf(
    { title: `Invoice ${invoice.number}`, author: c.landlord_name, compress: options?.compress },
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text('Invoice');
      doc.font('Helvetica').fontSize(11).text(`Invoice number ${invoice.number}`);
      doc.text(`Date ${formatDate(invoice.issuedAt)}`);
      doc.text(`Period ${c.period_label}`);
      doc.moveDown();
      doc.font('Helvetica-Bold').fontSize(12).text(c.landlord_name);
      doc.font('Helvetica').fontSize(10).text(`To ${c.tenant_name}`);
      doc.text(`Unit ${c.unit_number}, ${c.property_name}`);
      doc.moveDown(1.5);
      row(doc, 'Previous balance', signed(c.previous_balance));
      doc.moveDown(0.5);
      for (const line of c.lines)
        row(
          doc,
          line.description && line.description !== line.label
            ? `${line.label}: ${line.description}`
            : line.label,
          signed(line.amount),
        );
      if (c.lines.length === 0) row(doc, 'No charges this month', formatKsh(0));
      row(doc, 'Total charges', signed(c.charges_total), true);
      row(doc, `Payments received in ${c.period_label}`, `-${formatKsh(c.payments_received)}`);
      doc.moveDown(0.5);
      if (c.balance < 0) row(doc, 'Paid ahead', formatKsh(-c.balance), true);
      else row(doc, 'Amount due', formatKsh(c.amount_due), true);
      row(doc, 'Due date', formatDate(c.due_date));
      doc.moveDown(1.5);
      const instruction = paymentInstruction(c.how_to_pay);
      doc.font('Helvetica-Bold').fontSize(10).text('How to pay', 48);
      doc.font('Helvetica').fontSize(10);
      if (instruction) doc.text(instruction, 48);
      doc.text(`Online: ${c.how_to_pay.pay_link}`, 48);
      doc.moveDown(2);
      doc
        .fontSize(8)
        .fillColor('#555555')
        .text(`Issued through ${PRODUCT_NAME} on behalf of ${c.landlord_name}.`, 48);
    },
  );
}
