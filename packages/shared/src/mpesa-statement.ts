import {
  hour24,
  parseKsh,
  splitPayer,
  transTime,
  type ImportParseResult,
  type ImportRejection,
  type ImportedTransaction,
} from './mpesa-messages.js';

// Rows of an M-Pesa statement export (Safaricom's business statement: Receipt No., Completion
// Time, Initiation Time, Details, Transaction Status, Paid In, Withdrawn, Balance, …, Other Party
// Info, A/C No.) after a CSV library has split them. Only completed "Paid In" rows are imported.

export type StatementRow = { line: number; cells: string[] };

export const STATEMENT_REASONS = {
  noHeader: 'No header row with "Receipt No." and "Paid In" columns: is this an M-Pesa statement?',
  badReceipt: 'The receipt number is not an M-Pesa transaction code',
  badTime: 'The completion time is not a date and time like 2026-11-03 09:14:22',
  notCompleted: (status: string) => `Transaction status is "${status}": only completed payments`,
} as const;

/** Header spellings seen in statement exports, compared lower case without punctuation. */
const COLUMNS = {
  receipt: [
    'receiptno',
    'receipt',
    'receiptnumber',
    'transactionid',
    'transactioncode',
    'mpesaref',
  ],
  time: ['completiontime', 'completiondate', 'transactiondate', 'date', 'datetime', 'time'],
  details: ['details', 'description', 'transactiondetails', 'narration', 'particulars'],
  status: ['transactionstatus', 'status'],
  paidIn: ['paidin', 'moneyin', 'credit', 'amountin', 'received'],
  otherParty: ['otherpartyinfo', 'otherparty', 'oppositeparty', 'partyinfo', 'customer'],
  account: ['acno', 'accountno', 'accountnumber', 'billrefnumber', 'billreference', 'account'],
} as const;
type Column = keyof typeof COLUMNS;

const headerKey = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z0-9]/g, '');

function columnsOf(cells: string[]): Partial<Record<Column, number>> | null {
  const keys = cells.map(headerKey);
  const found: Partial<Record<Column, number>> = {};
  for (const column of Object.keys(COLUMNS) as Column[]) {
    const index = keys.findIndex((k) => (COLUMNS[column] as readonly string[]).includes(k));
    if (index >= 0) found[column] = index;
  }
  return found.receipt !== undefined && found.paidIn !== undefined ? found : null;
}

/** 2026-11-03 09:14:22, 03-11-2026 09:14, 3/11/26 9:14 AM (day first, as Kenya writes dates). */
export function statementTime(raw: string): string | null {
  const text = raw.trim();
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(
    text,
  );
  if (iso) {
    const [, y, m, d, h, min, s] = iso;
    return transTime(+y!, +m!, +d!, +(h ?? 0), +(min ?? 0), +(s ?? 0));
  }
  const dmy =
    /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AP]\.?M\.?)?)?$/i.exec(
      text,
    );
  if (!dmy) return null;
  const [, d, m, y, h, min, s, ampm] = dmy;
  const year = y!.length === 2 ? 2000 + +y! : +y!;
  const hour = ampm ? hour24(+(h ?? 0), ampm) : +(h ?? 0);
  if (hour === null) return null;
  return transTime(year, +m!, +d!, hour, +(min ?? 0), +(s ?? 0));
}

/** "Pay Bill from 254712345678 - JOHN KAMAU Acc. A1": payer and account from the details. */
function fromDetails(details: string): { payer: string | null; account: string | null } {
  const match = /\bfrom\s+(.+?)(?:\s+Acc(?:ount)?\.?(?:\s*No\.?)?\s*(.*))?$/i.exec(details.trim());
  if (!match) return { payer: null, account: null };
  return { payer: match[1]!.trim() || null, account: match[2]?.trim() || null };
}

function parseRow(
  row: StatementRow,
  columns: Partial<Record<Column, number>>,
): ImportedTransaction | ImportRejection | 'skip' {
  // Statement cells are short; a long one is cut so no pattern below works on megabytes.
  const cell = (column: Column) =>
    columns[column] === undefined ? '' : (row.cells[columns[column]!] ?? '').slice(0, 500).trim();
  const paidIn = cell('paidIn').replace(/^-$/, '');
  // Withdrawals, charges and transfers out have nothing paid in: not money received.
  if (!paidIn || /^0+(?:\.0+)?$/.test(paidIn)) return 'skip';
  const status = cell('status');
  if (status && status.toLowerCase() !== 'completed')
    return { line: row.line, reason: STATEMENT_REASONS.notCompleted(status) };
  const receipt = cell('receipt').toUpperCase();
  if (!/^[A-Z0-9]{8,12}$/.test(receipt) || !/[A-Z]/.test(receipt))
    return { line: row.line, reason: STATEMENT_REASONS.badReceipt };
  const amount = parseKsh(paidIn);
  if ('reason' in amount) return { line: row.line, reason: amount.reason };
  const occurredAt = statementTime(cell('time'));
  if (!occurredAt) return { line: row.line, reason: STATEMENT_REASONS.badTime };
  const details = fromDetails(cell('details'));
  const payer = splitPayer(cell('otherParty') || details.payer || '');
  const account = cell('account') || details.account;
  return {
    line: row.line,
    trans_id: receipt,
    amount: amount.amount,
    payer_name: payer.name,
    phone: payer.phone,
    account: account ? account.slice(0, 100) : null,
    occurred_at: occurredAt,
  };
}

/** The statement's rows: preamble lines (account holder, period) until the header row. */
export function parseMpesaStatementRows(rows: StatementRow[]): ImportParseResult {
  const headerAt = rows.findIndex((r) => columnsOf(r.cells) !== null);
  if (headerAt < 0)
    return {
      transactions: [],
      rejected: [{ line: rows[0]?.line ?? 1, reason: STATEMENT_REASONS.noHeader }],
      skipped: 0,
    };
  const columns = columnsOf(rows[headerAt]!.cells)!;
  const result: ImportParseResult = { transactions: [], rejected: [], skipped: 0 };
  for (const row of rows.slice(headerAt + 1)) {
    if (row.cells.every((c) => !c.trim())) continue;
    const parsed = parseRow(row, columns);
    if (parsed === 'skip') result.skipped += 1;
    else if ('reason' in parsed) result.rejected.push(parsed);
    else result.transactions.push(parsed);
  }
  return result;
}
