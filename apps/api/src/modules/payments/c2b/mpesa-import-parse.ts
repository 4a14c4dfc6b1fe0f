import { CsvError, parse } from 'csv-parse/sync';
import {
  ERROR_CODES,
  MPESA_IMPORT_MESSAGES,
  MpesaImportTextSchema,
  parseMpesaMessages,
  parseMpesaStatementRows,
  type ImportParseResult,
  type StatementRow,
} from '@pango/shared';
import { AppError } from '../../../lib/errors.js';

// What a landlord gave to the import: pasted text (the shared SMS parser) or an uploaded file, a
// statement CSV split by csv-parse (ADR 027) and read by the shared statement parser, or a .txt of
// messages.

export type ImportFile = { originalname: string; mimetype: string; buffer: Buffer; size: number };

const fileError = (message: string, status = 400) =>
  new AppError(status, ERROR_CODES.validation, message, { errors: { file: [message] } });

export const importFileTooLarge = () => fileError(MPESA_IMPORT_MESSAGES.fileTooLarge, 413);

function statementRows(text: string): StatementRow[] | { line: number; reason: string } {
  try {
    const records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    // info.lines is where a record ends; a quoted cell may span lines, so count back to its start.
    return records.map(({ record, info }) => ({
      line: info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0),
      cells: record,
    }));
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const line = (err as CsvError & { lines?: number }).lines ?? 1;
    return { line, reason: `The file is not a readable CSV (${err.code})` };
  }
}

export function parseImportInput(body: unknown, file: ImportFile | undefined): ImportParseResult {
  if (!file) {
    const { text } = MpesaImportTextSchema.parse(body ?? {});
    return parseMpesaMessages(text);
  }
  if (file.size === 0) throw fileError(MPESA_IMPORT_MESSAGES.textRequired);
  const name = file.originalname.toLowerCase();
  const text = file.buffer.toString('utf8');
  if (name.endsWith('.txt')) return parseMpesaMessages(text);
  if (!name.endsWith('.csv') || text.includes('\u0000'))
    throw fileError(MPESA_IMPORT_MESSAGES.notCsv);
  const rows = statementRows(text);
  if ('reason' in rows) return { transactions: [], rejected: [rows], skipped: 0 };
  return parseMpesaStatementRows(rows);
}
