import {
  EXPENSE_CATEGORY_LABELS,
  formatKsh,
  statementRangeLabel,
  type OwnerStatement,
} from '@pango/shared';
import { safeCsvText } from '../../lib/csv-export.js';
import { renderPdf, type PdfDoc } from '../../lib/pdf.js';

// The owner statement as a PDF (docs/decisions/022's pdfkit, one A4 column): the property and its
// owner, income by tenant, expenses by category, net, then the deposits and arrears beside it.

const LEFT = 48;
const WIDTH = 499;

function heading(doc: PdfDoc, text: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text, LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
}

function row(doc: PdfDoc, label: string, amount: string, bold = false) {
  if (doc.y + 20 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(label, LEFT, y, { width: 360 });
  const bottom = doc.y;
  doc.text(amount, LEFT + 360, y, { width: WIDTH - 360, align: 'right' });
  doc.y = Math.max(doc.y, bottom) + 2;
}

const signed = (amount: number) => (amount < 0 ? `-${formatKsh(-amount)}` : formatKsh(amount));

export function drawOwnerStatement(doc: PdfDoc, s: OwnerStatement, issuer: string): void {
  doc.font('Helvetica-Bold').fontSize(18).text('Owner Statement', LEFT, doc.y, { width: WIDTH });
  doc.font('Helvetica').fontSize(10).text(`Issued by ${issuer} through Pango`);
  doc.text(`Period: ${statementRangeLabel(s.from, s.to)}`);
  doc.text(`Property: ${s.property.name}, ${s.property.address}`);
  if (s.owner.name || s.owner.email)
    doc.text(`Owner: ${[s.owner.name, s.owner.email].filter(Boolean).join(', ')}`);

  heading(doc, 'Income received');
  if (s.income.length === 0) row(doc, 'No payments received in this period', formatKsh(0));
  for (const line of s.income)
    row(doc, `${line.tenant_name} (Unit ${line.unit_number})`, formatKsh(line.amount));
  row(doc, 'Total income', formatKsh(s.income_total), true);

  heading(doc, 'Expenses');
  if (s.expenses.length === 0) row(doc, 'No expenses recorded in this period', formatKsh(0));
  for (const line of s.expenses)
    row(doc, EXPENSE_CATEGORY_LABELS[line.category], formatKsh(line.amount));
  row(doc, 'Total expenses', formatKsh(s.expenses_total), true);

  heading(doc, 'Net');
  row(doc, 'Net (income less expenses)', signed(s.net), true);

  heading(doc, 'At the end of the period');
  row(doc, 'Deposits held (not income)', formatKsh(s.deposits_held));
  row(doc, 'Arrears owed by tenants', formatKsh(s.arrears));
}

export const ownerStatementFilename = (s: OwnerStatement, ext: 'pdf' | 'csv') =>
  `owner_statement_${s.property.id}_${s.from}${s.to === s.from ? '' : `_${s.to}`}.${ext}`;

export function renderOwnerStatementPdf(
  s: OwnerStatement,
  issuer: string,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  return renderPdf(
    { title: `Owner statement ${s.property.name} ${s.from}`, author: issuer, ...options },
    (doc) => drawOwnerStatement(doc, s, issuer),
  );
}

/** The statement as CSV rows: one line per figure, sections named in the first column. */
export function ownerStatementCsvRows(s: OwnerStatement): (string | number)[][] {
  return [
    ['Section', 'Item', 'Amount (KSh)'],
    ...s.income.map((l) => [
      'Income',
      safeCsvText(`${l.tenant_name} (Unit ${l.unit_number})`),
      l.amount,
    ]),
    ['Income', 'Total income', s.income_total],
    ...s.expenses.map((l) => ['Expenses', EXPENSE_CATEGORY_LABELS[l.category], l.amount]),
    ['Expenses', 'Total expenses', s.expenses_total],
    ['Net', 'Income less expenses', s.net],
    ['Held', 'Deposits held (not income)', s.deposits_held],
    ['Arrears', 'Owed by tenants at the end of the period', s.arrears],
  ];
}
