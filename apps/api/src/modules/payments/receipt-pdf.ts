import {
  amountInWords,
  formatDate,
  formatKsh,
  formatKshIn,
  translate,
  type Language,
} from '@pango/shared';
import { PRODUCT_NAME } from '../../lib/email-layout.js';
import { renderPdf, type PdfDoc } from '../../lib/pdf.js';
import type { ReceiptDetails } from './receipt-details.js';

// The receipt as a one-page PDF (pdfkit through lib/pdf.ts, docs/decisions/022).

/** "KSh 0 (fully paid)", "KSh 5,000 still due", "KSh 3,000 paid ahead". */
export function balanceLabel(balance: number, language: Language = 'en'): string {
  const amount = formatKshIn(Math.abs(balance), language);
  if (balance > 0) return translate(language, 'receipt.balance.due', { amount });
  if (balance < 0) return translate(language, 'receipt.balance.ahead', { amount });
  return translate(language, 'receipt.balance.zero', { amount });
}

function row(doc: PdfDoc, label: string, value: string) {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).text(label, 48, y, { width: 150 });
  doc.font('Helvetica').fontSize(10).text(value, 200, y, { width: 347 });
  doc.moveDown(0.6);
}

export function renderReceiptPdf(r: ReceiptDetails, options?: { compress?: boolean }) {
  return renderPdf(
    { title: `Receipt ${r.receiptNumber}`, author: r.landlordName, compress: options?.compress },
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text('Payment receipt');
      doc.font('Helvetica').fontSize(11).text(`Receipt number ${r.receiptNumber}`);
      doc.text(`Date ${formatDate(r.issuedAt)}`);
      doc.moveDown();
      doc.font('Helvetica-Bold').fontSize(12).text(r.landlordName);
      doc.font('Helvetica').fontSize(10);
      if (r.landlordAddress) doc.text(r.landlordAddress);
      if (r.landlordPhone) doc.text(r.landlordPhone);
      doc.moveDown(1.5);
      row(doc, 'Received from', r.tenantName);
      row(doc, 'Unit', `${r.unitNumber}, ${r.propertyName}`);
      row(doc, 'Amount', formatKsh(r.amount));
      row(doc, 'Amount in words', amountInWords(r.amount));
      row(doc, 'Method', r.method);
      row(doc, r.reference.label, r.reference.value);
      if (r.paidOn) row(doc, 'Paid on', formatDate(`${r.paidOn}T09:00:00Z`));
      row(doc, 'Period covered', r.period ?? 'Rent account');
      row(doc, 'Balance after this payment', balanceLabel(r.balanceAfter));
      doc.moveDown(2);
      doc
        .fontSize(8)
        .fillColor('#555555')
        .text(`Issued through ${PRODUCT_NAME} on behalf of ${r.landlordName}.`, 48);
    },
  );
}
