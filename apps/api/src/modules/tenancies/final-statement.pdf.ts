import {
  formatDateIn,
  formatKshIn,
  translatorFor,
  type DepositRefundMethod,
  type Language,
  type TenancyRecord,
} from '@pango/shared';
import { PRODUCT_NAME } from '../../lib/email-layout.js';
import type { PdfDoc } from '../../lib/pdf.js';

// The final statement's layout (docs/decisions/022): who, where, when, the tenancy's whole ledger
// with a running balance, then the settlement a deposit dispute is decided on. In the tenant's
// message language (ADR 045), whoever downloads it; the ledger's own descriptions, deduction
// reasons and references stay as stored.

export type StatementLedgerRow = {
  date: Date;
  description: string;
  charge: number | null;
  payment: number | null;
  balance: number;
};

const LEFT = 48;
const WIDTH = 499; // A4 width 595 less two 48 pt margins
const COLUMNS = [
  { header: 'statement.doc.column.date', x: LEFT, width: 70, align: 'left' },
  { header: 'statement.doc.column.description', x: LEFT + 72, width: 187, align: 'left' },
  { header: 'statement.doc.column.charge', x: LEFT + 261, width: 78, align: 'right' },
  { header: 'statement.doc.column.payment', x: LEFT + 341, width: 78, align: 'right' },
  { header: 'statement.doc.column.balance', x: LEFT + 421, width: 78, align: 'right' },
] as const;

/** The deposit refund methods the move-out form offers (DEPOSIT_REFUND_METHODS), by their words. */
const REFUND_METHOD_KEYS: Partial<Record<string, `receipt.method.${DepositRefundMethod}`>> = {
  mpesa: 'receipt.method.mpesa',
  bank_transfer: 'receipt.method.bank_transfer',
  cash: 'receipt.method.cash',
  cheque: 'receipt.method.cheque',
};

function heading(doc: PdfDoc, text: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text, LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
}

/** "Label: value" lines in two aligned columns. */
function pairs(doc: PdfDoc, rows: [label: string, value: string][]) {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, LEFT, y, { width: 150 });
    const labelBottom = doc.y;
    doc.font('Helvetica').text(value, LEFT + 160, y, { width: WIDTH - 160 });
    doc.y = Math.max(doc.y, labelBottom);
  }
}

function ensureRoom(doc: PdfDoc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function tableRow(doc: PdfDoc, cells: string[], bold = false) {
  ensureRoom(doc, 28);
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  let bottom = y;
  COLUMNS.forEach((column, i) => {
    doc.text(cells[i] ?? '', column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 3;
}

export function drawFinalStatement(
  doc: PdfDoc,
  record: TenancyRecord,
  ledger: StatementLedgerRow[],
  language: Language = 'en',
): void {
  const t = translatorFor(language);
  const money = (amount: number) => formatKshIn(amount, language);
  const ksh = (amount: number | null) => (amount === null ? '' : money(amount));
  const date = (value: string | Date | null, empty = '') => formatDateIn(value, language, empty);
  const signedBalance = (amount: number) =>
    amount < 0 ? t('statement.doc.credit', { amount: money(-amount) }) : money(amount);
  const balanceAfterWords = (balanceAfter: number) =>
    balanceAfter > 0
      ? t('statement.doc.balanceAfter.owed')
      : balanceAfter < 0
        ? t('statement.doc.balanceAfter.credit')
        : t('statement.doc.balanceAfter.settled');
  // English prints the method as stored, as it always has; Kiswahili names the form's methods.
  const refundMethod = (method: string) => {
    const key = REFUND_METHOD_KEYS[method];
    return language !== 'en' && key ? t(key) : method;
  };

  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(t('statement.doc.title'), LEFT, doc.y, { width: WIDTH });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(
      t('statement.doc.issuedBy', { landlord: record.landlord.full_name, product: PRODUCT_NAME }),
    );

  heading(doc, t('statement.doc.landlord'));
  pairs(doc, [
    [t('statement.doc.name'), record.landlord.full_name],
    [t('statement.doc.email'), record.landlord.email],
    [t('statement.doc.phone'), record.landlord.phone_number || t('statement.doc.notGiven')],
  ]);

  heading(doc, t('statement.doc.tenancy'));
  pairs(doc, [
    [t('statement.doc.tenant'), record.tenant.full_name],
    [t('statement.doc.property'), `${record.unit.property_name}, ${record.unit.property_address}`],
    [t('statement.doc.unit'), record.unit.unit_number],
    [t('statement.doc.startDate'), date(record.start_date)],
    [t('statement.doc.endDate'), date(record.end_date, t('statement.doc.notSet'))],
    [t('statement.doc.monthlyRent'), money(record.monthly_rent)],
    [t('statement.doc.depositAgreed'), money(record.deposit)],
  ]);

  heading(doc, t('statement.doc.ledger'));
  tableRow(
    doc,
    COLUMNS.map((c) => t(c.header)),
    true,
  );
  if (ledger.length === 0) tableRow(doc, ['', t('statement.doc.noEntries')]);
  for (const row of ledger)
    tableRow(doc, [
      date(row.date),
      row.description,
      ksh(row.charge),
      ksh(row.payment),
      signedBalance(row.balance),
    ]);

  ensureRoom(doc, 200);
  heading(doc, t('statement.doc.settlementHeading'));
  const s = record.settlement;
  if (!s) {
    pairs(doc, [
      [t('statement.doc.depositHeld'), money(record.deposit_held)],
      [t('statement.doc.settlement'), t('statement.doc.noSettlement')],
      [t('statement.doc.ledgerBalance'), signedBalance(record.ledger_balance)],
    ]);
  } else {
    pairs(doc, [[t('statement.doc.depositHeld'), money(s.deposit_held)]]);
    for (const d of record.deductions)
      pairs(doc, [[t('statement.doc.deduction'), `${d.reason}: ${money(d.amount)}`]]);
    pairs(doc, [
      [t('statement.doc.deductionsTotal'), money(s.deductions_total)],
      [t('statement.doc.unpaidRent'), money(s.unpaid_rent)],
      [t('statement.doc.refundDue'), money(s.refund_due)],
      [
        t('statement.doc.balanceAfter'),
        `${money(Math.abs(s.balance_after))} (${balanceAfterWords(s.balance_after)})`,
      ],
    ]);
  }

  heading(doc, t('statement.doc.refundHeading'));
  const refund = record.refund;
  if (!refund) pairs(doc, [[t('statement.doc.refund'), t('statement.doc.refundNotRecorded')]]);
  else
    pairs(doc, [
      [t('statement.doc.refundPaid'), money(refund.amount)],
      [t('statement.doc.method'), refundMethod(refund.method)],
      [t('statement.doc.reference'), refund.reference || t('statement.doc.none')],
      [t('statement.doc.paidOn'), date(refund.paid_on)],
    ]);
}
