// The "Import M-Pesa messages" screen's words (issue 19 item 6).

export const IMPORT_TEXT = {
  title: 'Import M-Pesa messages',
  intro:
    'For a till number or a bank paybill that does not notify Pango: paste the M-Pesa confirmation messages you received (one or many), or upload an M-Pesa statement CSV. Pango reads each payment, skips the ones it already has, credits those that match one tenant and puts the rest in Unmatched payments.',
  textLabel: 'M-Pesa messages',
  textHint:
    'Paste whole messages, starting with the transaction code, e.g. "QK12ABC3DE Confirmed."',
  fileLabel: 'Or upload a statement file',
  fileHint:
    'The M-Pesa statement as CSV (at most 2 MB). A chosen file is imported instead of the text.',
  submit: 'Import',
  failed: 'The import failed. Please try again.',
  resultTitle: 'Import result',
  imported: 'Imported',
  matched: 'Credited to a tenant',
  unmatched: 'Sent to Unmatched payments',
  duplicates: 'Already in Pango',
  skipped: 'Not money received (skipped)',
  rejectedTitle: (count: number) => `Not imported (${count})`,
  rejectedLine: (line: number, reason: string) => `Line ${line}: ${reason}`,
  reviewUnmatched: 'Review unmatched payments',
  linkFromQueue: 'Import M-Pesa messages',
} as const;
