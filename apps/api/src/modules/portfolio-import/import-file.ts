import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  ERROR_CODES,
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  matchImportHeader,
  type ImportColumn,
} from '@pango/shared';
import { AppError } from '../../lib/errors.js';

// Reading an uploaded workbook or CSV into rows of text cells keyed by column (ADR 031): exceljs for
// .xlsx (the first sheet), csv-parse for .csv. Cells become the text a landlord sees: dates as
// YYYY-MM-DD, numbers as written, formulas by their result.

export type SheetRow = { line: number; cells: Partial<Record<ImportColumn, string>> };

const fileError = (message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { errors: { file: [message] } });

const REQUIRED: readonly ImportColumn[] = ['property', 'unit', 'rent'];

const isZip = (buffer: Buffer) => buffer.length > 4 && buffer.readUInt32LE(0) === 0x04034b50;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value);
}

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw fileError(IMPORT_MESSAGES.fileUnreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileError(IMPORT_MESSAGES.noRows);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows[number - 1] = values.map((value) => cellText(value as ExcelJS.CellValue).trim());
  });
  return Array.from(rows, (row) => row ?? []);
}

function readCsv(buffer: Buffer): string[][] {
  const text = buffer.toString('utf8');
  if (text.includes('\u0000')) throw fileError(IMPORT_MESSAGES.fileUnreadable);
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      trim: true,
      // Excel in Kenya saves "CSV" with commas; a semicolon file is read too.
      delimiter: [',', ';', '\t'],
    }) as string[][];
  } catch {
    throw fileError(IMPORT_MESSAGES.fileUnreadable);
  }
}

/** The file's rows below its header, by column; 400 in the import's words for a file it cannot use. */
export async function readImportFile(buffer: Buffer, fileName: string): Promise<SheetRow[]> {
  const isXlsx = isZip(buffer);
  if (!isXlsx && /\.xlsx?$/i.test(fileName)) throw fileError(IMPORT_MESSAGES.fileUnreadable);
  const table = isXlsx ? await readXlsx(buffer) : readCsv(buffer);
  const headerIndex = table.findIndex((row) => row.some((cell) => cell !== ''));
  if (headerIndex < 0) throw fileError(IMPORT_MESSAGES.noRows);
  const columns = table[headerIndex]!.map((header) => matchImportHeader(header));
  const missing = REQUIRED.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw fileError(IMPORT_MESSAGES.missingColumns(missing));
  const rows: SheetRow[] = [];
  for (let i = headerIndex + 1; i < table.length; i += 1) {
    const raw = table[i]!;
    if (!raw.some((cell) => cell !== '')) continue;
    const cells: SheetRow['cells'] = {};
    columns.forEach((column, index) => {
      if (column && cells[column] === undefined) cells[column] = raw[index] ?? '';
    });
    rows.push({ line: i + 1, cells });
  }
  if (rows.length === 0) throw fileError(IMPORT_MESSAGES.noRows);
  if (rows.length > IMPORT_LIMITS.maxRows)
    throw fileError(IMPORT_MESSAGES.tooManyRows(IMPORT_LIMITS.maxRows));
  return rows;
}

/** GET /accounts/import/template/: the columns and example rows, as .xlsx or .csv. */
export async function importTemplate(
  format: 'xlsx' | 'csv',
  exampleRows: readonly (readonly (string | number)[])[],
): Promise<Buffer> {
  if (format === 'csv') {
    const quote = (value: string | number) => {
      const text = String(value);
      return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    };
    const lines = [IMPORT_COLUMNS.join(','), ...exampleRows.map((row) => row.map(quote).join(','))];
    return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Portfolio');
  sheet.addRow([...IMPORT_COLUMNS]);
  sheet.getRow(1).font = { bold: true };
  for (const row of exampleRows) sheet.addRow([...row]);
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  // Phone and ID numbers are text, so Excel keeps their leading zeros.
  for (const column of ['G', 'I']) sheet.getColumn(column).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
