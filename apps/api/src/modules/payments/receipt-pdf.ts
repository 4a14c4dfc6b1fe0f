import {
  amountInWordsIn,
  formatDateIn,
  formatKshIn,
  translatorFor,
  translate,
  type Language,
} from '@pango/shared';
import { PRODUCT_NAME } from '../../lib/email-layout.js';
import { renderPdf, type PdfDoc } from '../../lib/pdf.js';
import type { ReceiptDetails } from './receipt-details.js';

// The receipt as a one-page PDF (pdfkit through lib/pdf.ts, docs/decisions/022), in the language
// its details were worded in: the tenant's message language (ADR 045), amount in words included.

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
  const t = translatorFor(r.language);
  const date = (iso: string | Date) => formatDateIn(iso, r.language);
  return renderPdf(
    { title: `Receipt ${r.receiptNumber}`, author: r.landlordName, compress: options?.compress },
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text(t('receipt.doc.title'));
      doc
        .font('Helvetica')
        .fontSize(11)
        .text(t('receipt.doc.number', { receipt: r.receiptNumber }));
      doc.text(t('receipt.doc.date', { date: date(r.issuedAt) }));
      doc.moveDown();
      doc.font('Helvetica-Bold').fontSize(12).text(r.landlordName);
      doc.font('Helvetica').fontSize(10);
      if (r.landlordAddress) doc.text(r.landlordAddress);
      if (r.landlordPhone) doc.text(r.landlordPhone);
      doc.moveDown(1.5);
      row(doc, t('receipt.doc.receivedFrom'), r.tenantName);
      row(doc, t('receipt.doc.unit'), `${r.unitNumber}, ${r.propertyName}`);
      row(doc, t('receipt.doc.amount'), formatKshIn(r.amount, r.language));
      row(doc, t('receipt.doc.amountInWords'), amountInWordsIn(r.amount, r.language));
      row(doc, t('receipt.doc.method'), r.method);
      row(doc, r.reference.label, r.reference.value);
      if (r.paidOn) row(doc, t('receipt.doc.paidOn'), date(`${r.paidOn}T09:00:00Z`));
      row(doc, t('receipt.doc.period'), r.period ?? t('receipt.doc.rentAccount'));
      row(doc, t('receipt.doc.balanceAfter'), balanceLabel(r.balanceAfter, r.language));
      doc.moveDown(2);
      doc
        .fontSize(8)
        .fillColor('#555555')
        .text(t('receipt.doc.issued', { product: PRODUCT_NAME, landlord: r.landlordName }), 48);
    },
  );
}
