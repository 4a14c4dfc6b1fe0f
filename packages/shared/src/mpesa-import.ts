import { z } from 'zod';
import { MESSAGES } from './messages.js';
import type { ImportRejection } from './mpesa-messages.js';
import { hasOnlyTextControls } from './text.js';

// POST /payments/mpesa/import/: pasted M-Pesa messages ({ text }) or a statement CSV (multipart
// `file`), each transaction stored, deduplicated by its code, matched or queued (issue 19 item 6).

/** A pasted text or an uploaded statement: 2 MB is years of a landlord's statements. */
export const MPESA_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Transactions per import: one request stays well under a minute. */
export const MPESA_IMPORT_MAX_TRANSACTIONS = 2000;

export const MPESA_IMPORT_MESSAGES = {
  title: 'Import M-Pesa messages',
  textRequired: 'Paste one or more M-Pesa messages, or choose a statement CSV file',
  textTooLong: 'Paste at most 2 MB of text; split longer pastes',
  fileTooLarge: 'The file is larger than 2 MB; export a shorter period',
  notCsv: 'Upload the M-Pesa statement as a CSV file',
  tooMany: `At most ${MPESA_IMPORT_MAX_TRANSACTIONS} transactions per import; export a shorter period`,
  nothingFound: 'No M-Pesa payments were found in what you gave',
  alreadyRecordedElsewhere: 'This transaction code is already recorded under another account',
} as const;

/** Not trimmed: the line numbers of what cannot be read count from the text as pasted. */
export const MpesaImportTextSchema = z.object({
  text: z
    .string({ error: MPESA_IMPORT_MESSAGES.textRequired })
    .max(MPESA_IMPORT_MAX_BYTES, MPESA_IMPORT_MESSAGES.textTooLong)
    .refine(hasOnlyTextControls, { message: MESSAGES.controlCharacters, abort: true })
    .refine((t) => t.trim().length > 0, MPESA_IMPORT_MESSAGES.textRequired),
});
export type MpesaImportTextInput = z.input<typeof MpesaImportTextSchema>;

export type MpesaImportResult = {
  /** New transactions stored (matched + unmatched). */
  imported: number;
  /** Codes Pango already had: a C2B confirmation, an STK receipt, an earlier import. */
  duplicates: number;
  /** Credited to a tenancy automatically. */
  matched: number;
  /** Waiting in the Unmatched payments queue. */
  unmatched: number;
  rejected: ImportRejection[];
  /** Statement rows that are not money received (withdrawals, charges). */
  skipped: number;
};
