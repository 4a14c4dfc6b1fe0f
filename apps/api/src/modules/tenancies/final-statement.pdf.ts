import {
  balanceAfterLabel,
  formatDate,
  formatKsh,
  TENANCY_RECORD_MESSAGES,
  type TenancyRecord,
} from '@pango/shared';
import type { PdfDoc } from '../../lib/pdf.js';

// The final statement's layout (docs/decisions/022): who, where, when, the tenancy's whole ledger
// with a running balance, then the settlement a deposit dispute is decided on.

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
  { header: 'Date', x: LEFT, width: 70, align: 'left' },
  { header: 'Description', x: LEFT + 72, width: 187, align: 'left' },
  { header: 'Charge', x: LEFT + 261, width: 78, align: 'right' },
  { header: 'Payment', x: LEFT + 341, width: 78, align: 'right' },
  { header: 'Balance', x: LEFT + 421, width: 78, align: 'right' },
] as const;

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

const ksh = (amount: number | null) => (amount === null ? '' : formatKsh(amount));
const signedBalance = (amount: number) =>
  amount < 0 ? `${formatKsh(-amount)} credit` : formatKsh(amount);

export function drawFinalStatement(
  doc: PdfDoc,
  record: TenancyRecord,
  ledger: StatementLedgerRow[],
): void {
  doc.font('Helvetica-Bold').fontSize(18).text('Final Statement', LEFT, doc.y, { width: WIDTH });
  doc.font('Helvetica').fontSize(10).text(`Issued by ${record.landlord.full_name} through Pango`);

  heading(doc, 'Landlord');
  pairs(doc, [
    ['Name', record.landlord.full_name],
    ['Email', record.landlord.email],
    ['Phone', record.landlord.phone_number || 'Not given'],
  ]);

  heading(doc, 'Tenancy');
  pairs(doc, [
    ['Tenant', record.tenant.full_name],
    ['Property', `${record.unit.property_name}, ${record.unit.property_address}`],
    ['Unit', record.unit.unit_number],
    ['Start date', formatDate(record.start_date)],
    ['End date', formatDate(record.end_date, 'Not set')],
    ['Monthly rent', formatKsh(record.monthly_rent)],
    ['Deposit agreed', formatKsh(record.deposit)],
  ]);

  heading(doc, 'Ledger');
  tableRow(
    doc,
    COLUMNS.map((c) => c.header),
    true,
  );
  if (ledger.length === 0) tableRow(doc, ['', 'No charges or payments']);
  for (const row of ledger)
    tableRow(doc, [
      formatDate(row.date),
      row.description,
      ksh(row.charge),
      ksh(row.payment),
      signedBalance(row.balance),
    ]);

  ensureRoom(doc, 200);
  heading(doc, 'Deposit and settlement');
  const s = record.settlement;
  if (!s) {
    pairs(doc, [
      ['Deposit held', formatKsh(record.deposit_held)],
      ['Settlement', 'No settlement was recorded when this tenancy ended.'],
      ['Ledger balance', signedBalance(record.ledger_balance)],
    ]);
  } else {
    pairs(doc, [['Deposit held', formatKsh(s.deposit_held)]]);
    for (const d of record.deductions)
      pairs(doc, [['Deduction', `${d.reason}: ${formatKsh(d.amount)}`]]);
    pairs(doc, [
      ['Deductions total', formatKsh(s.deductions_total)],
      ['Unpaid rent', formatKsh(s.unpaid_rent)],
      ['Refund due', formatKsh(s.refund_due)],
      [
        'Balance after',
        `${formatKsh(Math.abs(s.balance_after))} (${balanceAfterLabel(s.balance_after)})`,
      ],
    ]);
  }

  heading(doc, 'Refund');
  const refund = record.refund;
  if (!refund) pairs(doc, [['Refund', TENANCY_RECORD_MESSAGES.refundNotRecorded]]);
  else
    pairs(doc, [
      ['Refund paid', formatKsh(refund.amount)],
      ['Method', refund.method],
      ['Reference', refund.reference || 'None'],
      ['Paid on', formatDate(refund.paid_on)],
    ]);
}
