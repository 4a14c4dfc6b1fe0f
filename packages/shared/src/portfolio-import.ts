import { z } from 'zod';
import { LIMITS, ROOM_TYPES } from './constants.js';
import { emailIssue, normalizeEmail } from './login-rules.js';
import { MESSAGES } from './messages.js';
import { customRoomType } from './room-types.js';
import { canonicalPhone, normalizePhone } from './phone.js';

// Importing a portfolio from a spreadsheet (issue 21 item 1, ADR 031): the columns, the header
// variants a landlord's own workbook uses, and the rules of one row. The API checks the file with
// these; the web shows the same sentences.

export const IMPORT_COLUMNS = [
  'property',
  'unit',
  'room_type',
  'rent',
  'deposit',
  'tenant_name',
  'phone',
  'email',
  'id_number',
  'move_in_date',
  'balance',
  'deposit_held',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Header variants, compared after lower-casing and dropping spaces, dots, dashes and slashes. */
const HEADER_VARIANTS: Record<ImportColumn, readonly string[]> = {
  property: ['property', 'propertyname', 'building', 'plot', 'estate', 'apartment'],
  unit: [
    'unit',
    'unitno',
    'unitnumber',
    'houseno',
    'housenumber',
    'hse',
    'hseno',
    'house',
    'room',
    'roomno',
    'door',
    'doorno',
  ],
  room_type: ['roomtype', 'type', 'unittype', 'housetype'],
  rent: ['rent', 'monthlyrent', 'rentksh', 'rentamount', 'rentpm'],
  deposit: ['deposit', 'depositksh', 'depositamount', 'depositagreed'],
  tenant_name: ['tenantname', 'tenant', 'name', 'fullname', 'occupant'],
  phone: [
    'phone',
    'phoneno',
    'phonenumber',
    'tel',
    'telno',
    'telephone',
    'mobile',
    'mobileno',
    'cell',
  ],
  email: ['email', 'emailaddress', 'mail'],
  id_number: ['idnumber', 'idno', 'id', 'nationalid', 'nationalidno'],
  move_in_date: [
    'moveindate',
    'movein',
    'datemovedin',
    'movedin',
    'startdate',
    'datein',
    'entrydate',
  ],
  balance: [
    'balance',
    'balancebf',
    'balbf',
    'balancebroughtforward',
    'arrears',
    'openingbalance',
    'amountowed',
  ],
  deposit_held: ['depositheld', 'depositpaid', 'heldeposit', 'depositbf'],
};

export const headerKey = (header: string) => header.toLowerCase().replace(/[\s._\-/()]+/g, '');

/** The column a header names, or null for a column the import does not read. */
export function matchImportHeader(header: string): ImportColumn | null {
  const key = headerKey(header);
  for (const column of IMPORT_COLUMNS) if (HEADER_VARIANTS[column].includes(key)) return column;
  return null;
}

export const IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 2000,
  previewMinutes: 60,
  invitationDays: 7,
} as const;

export const IMPORT_MESSAGES = {
  fileRequired: 'Choose an .xlsx or .csv file to import.',
  fileTooLarge: 'The file is larger than 5 MB. Split it or remove other sheets.',
  fileUnreadable: 'We could not read this file. Save it as .xlsx or .csv and try again.',
  noRows: 'The file has no rows to import below its header.',
  tooManyRows: (max: number) => `A file can hold at most ${max} rows. Split it and import each.`,
  missingColumns: (columns: readonly string[]) =>
    `The file is missing the column${columns.length > 1 ? 's' : ''} ${columns.join(', ')}.`,
  unitRequired: 'Unit number is required',
  roomTypeRequired: 'Room type is required',
  rentInvalid: 'Rent must be a whole amount of KSh 1 or more',
  depositInvalid: MESSAGES.depositInvalid,
  balanceInvalid: 'Balance must be a whole amount in KSh (negative if prepaid)',
  depositHeldInvalid: 'Deposit held must be a whole amount of 0 or more',
  moveInInvalid: 'Move-in date must be a date like 2025-01-31 or 31/01/2025',
  moveInFuture: 'Move-in date cannot be in the future',
  tenantNameRequired: 'Tenant name is required when a phone number is given',
  tenantColumnsWithoutTenant: 'Tenant name and phone are required for a unit with a tenant',
  duplicatePhone: 'This phone number appears on more than one row',
  duplicateEmail: 'This email appears on more than one row',
  unitOccupied: (unit: string) => `Unit ${unit} already has another tenant.`,
  tenantElsewhere: (name: string) =>
    `This phone number belongs to your tenant ${name}, who is in another unit or none.`,
  previewHasErrors: 'Fix the rows with errors and upload the file again before importing.',
  previewExpired: 'This preview has expired or was already imported. Upload the file again.',
  imported: (units: number, tenants: number) =>
    `Imported ${units} unit${units === 1 ? '' : 's'} and ${tenants} tenant${tenants === 1 ? '' : 's'}.`,
  nothingToImport: 'Everything in this file is already in Pango: nothing to import.',
} as const;

export type ImportRowStatus = 'new' | 'unchanged' | 'error';

export type ImportCounts = { properties: number; units: number; tenants: number };

export type ImportPreviewRow = {
  line: number;
  status: ImportRowStatus;
  errors: string[];
  property: string;
  unit: string;
  tenant_name: string;
};

export type ImportPreview = {
  preview_id: string;
  rows: ImportPreviewRow[];
  creates: ImportCounts;
  has_errors: boolean;
};

export type ImportResult = { creates: ImportCounts; message: string };

export const ImportCommitInputSchema = z.object({
  preview_id: z.uuid({ error: IMPORT_MESSAGES.previewExpired }),
});
export type ImportCommitInput = z.infer<typeof ImportCommitInputSchema>;

/**
 * One row as read and checked: amounts whole KSh, dates YYYY-MM-DD, a valid phone in its canonical
 * form (2547… / 2541…, canonicalPhone), an invalid one as typed without spaces or dashes.
 */
export type ImportRow = {
  line: number;
  property: string;
  unit: string;
  room_type: string;
  rent: number;
  deposit: number;
  tenant: null | {
    name: string;
    phone: string;
    email: string | null;
    id_number: string | null;
    move_in_date: string;
    balance: number;
    deposit_held: number;
  };
};

const amountOf = (value: string): number | null => {
  const cleaned = value.replace(/ksh|kes|sh|,|\s/gi, '');
  if (cleaned === '') return 0;
  if (!/^-?\d+(\.0+)?$/.test(cleaned)) return null;
  const amount = Number.parseInt(cleaned, 10);
  return Math.abs(amount) <= LIMITS.amountMax ? amount : null;
};

/** "1 bedroom", "1BR", "Studio", "bedsitter" -> the stored room type (others are custom). */
export function importRoomType(value: string): string {
  const key = headerKey(value);
  if (key === 'studio') return 'studio';
  const bedrooms = /^(\d)(?:bed(?:room)?s?|br)$/.exec(key);
  if (bedrooms && (ROOM_TYPES as readonly string[]).includes(`${bedrooms[1]}-bedroom`))
    return `${bedrooms[1]}-bedroom`;
  return customRoomType(value.slice(0, LIMITS.customRoomTypeMax));
}

/** YYYY-MM-DD, or day-first D/M/YYYY as Kenyan notebooks write it; null when not a date. */
export function importDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The rules of one row on its own (the file-wide and database rules are the API's): answers the
 * row or the row's error sentences. `today` is the import day (YYYY-MM-DD, Nairobi).
 */
export function checkImportRow(
  line: number,
  cells: Partial<Record<ImportColumn, string>>,
  today: string,
): { row: ImportRow; errors: string[] } {
  const cell = (column: ImportColumn) => (cells[column] ?? '').trim();
  const errors: string[] = [];
  const property = cell('property');
  const unit = cell('unit');
  if (!property) errors.push(MESSAGES.propertyNameRequired);
  else if (property.length > LIMITS.nameMax) errors.push(MESSAGES.fieldTooLong(LIMITS.nameMax));
  if (!unit) errors.push(IMPORT_MESSAGES.unitRequired);
  else if (unit.length > LIMITS.unitNumberMax)
    errors.push(MESSAGES.fieldTooLong(LIMITS.unitNumberMax));
  if (!cell('room_type')) errors.push(IMPORT_MESSAGES.roomTypeRequired);
  const rent = amountOf(cell('rent'));
  if (rent === null || rent < 1) errors.push(IMPORT_MESSAGES.rentInvalid);
  const deposit = amountOf(cell('deposit'));
  if (deposit === null || deposit < 0) errors.push(IMPORT_MESSAGES.depositInvalid);

  const name = cell('tenant_name');
  // A Kenyan number is kept in its canonical form (2547… / 2541…), as every stored phone is.
  const typedPhone = normalizePhone(cell('phone'));
  const canonical = canonicalPhone(typedPhone);
  const phone = canonical ?? typedPhone;
  const tenantCells = ['email', 'id_number', 'move_in_date', 'balance', 'deposit_held'] as const;
  const hasTenant = Boolean(name || phone || tenantCells.some((column) => cell(column)));
  let tenant: ImportRow['tenant'] = null;
  if (hasTenant) {
    if (!name && !phone) errors.push(IMPORT_MESSAGES.tenantColumnsWithoutTenant);
    else if (!name) errors.push(IMPORT_MESSAGES.tenantNameRequired);
    else if (name.length > LIMITS.nameMax) errors.push(MESSAGES.fieldTooLong(LIMITS.nameMax));
    if (name && canonical === null) errors.push(MESSAGES.invalidPhone);
    const rawEmail = cell('email');
    const emailError = rawEmail ? emailIssue(rawEmail) : null;
    if (emailError) errors.push(emailError);
    const idNumber = cell('id_number');
    if (idNumber && !/^[A-Za-z0-9]{7,10}$/.test(idNumber)) errors.push(MESSAGES.tenantNationalId);
    const moveIn = cell('move_in_date') ? importDate(cell('move_in_date')) : today;
    if (moveIn === null) errors.push(IMPORT_MESSAGES.moveInInvalid);
    else if (moveIn > today) errors.push(IMPORT_MESSAGES.moveInFuture);
    const balance = amountOf(cell('balance'));
    if (balance === null) errors.push(IMPORT_MESSAGES.balanceInvalid);
    const held = amountOf(cell('deposit_held'));
    if (held === null || held < 0) errors.push(IMPORT_MESSAGES.depositHeldInvalid);
    tenant = {
      name,
      phone,
      email: rawEmail && !emailError ? normalizeEmail(rawEmail) : null,
      id_number: idNumber || null,
      move_in_date: moveIn ?? today,
      balance: balance ?? 0,
      deposit_held: held ?? 0,
    };
  }
  const row: ImportRow = {
    line,
    property,
    unit,
    room_type: cell('room_type') ? importRoomType(cell('room_type')) : '',
    rent: rent ?? 0,
    // An empty deposit is one month's rent, as on the property forms.
    deposit: cell('deposit') ? (deposit ?? 0) : (rent ?? 0),
    tenant,
  };
  return { row, errors };
}

/** The template's example rows (a vacant unit leaves the tenant columns empty). */
export const IMPORT_TEMPLATE_ROWS: readonly (readonly (string | number)[])[] = [
  [
    'Sunrise Apartments',
    'A1',
    '1-bedroom',
    15000,
    15000,
    'Jane Wanjiru',
    '0712345678',
    'jane@example.com',
    '12345678',
    '2024-03-01',
    3000,
    15000,
  ],
  ['Sunrise Apartments', 'A2', 'studio', 9000, 9000, '', '', '', '', '', '', ''],
];
