import { z } from 'zod';
import { plainText } from './validation.js';

// How long a former tenant's ID document is kept (issue 22, Kenya Data Protection Act 2019:
// personal data no longer than needed). Both sides read these.

export const ID_DOCUMENT_RETENTION_DEFAULT_DAYS = 90;
export const ID_DOCUMENT_RETENTION_MIN_DAYS = 30;
export const ID_DOCUMENT_RETENTION_MAX_DAYS = 3650;

export const DATA_RETENTION_MESSAGES = {
  daysRange: `Enter a number of days between ${ID_DOCUMENT_RETENTION_MIN_DAYS} and ${ID_DOCUMENT_RETENTION_MAX_DAYS}.`,
  reasonRequired: `Say why ID documents are kept longer than ${ID_DOCUMENT_RETENTION_DEFAULT_DAYS} days.`,
  saved: 'Data retention saved.',
} as const;

/** PUT /api/accounts/data-retention/: keeping documents longer than the default needs a reason. */
export const DataRetentionSchema = z
  .object({
    id_document_retention_days: z.coerce
      .number({ message: DATA_RETENTION_MESSAGES.daysRange })
      .int(DATA_RETENTION_MESSAGES.daysRange)
      .min(ID_DOCUMENT_RETENTION_MIN_DAYS, DATA_RETENTION_MESSAGES.daysRange)
      .max(ID_DOCUMENT_RETENTION_MAX_DAYS, DATA_RETENTION_MESSAGES.daysRange),
    reason: plainText().max(500).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.id_document_retention_days > ID_DOCUMENT_RETENTION_DEFAULT_DAYS && !value.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: DATA_RETENTION_MESSAGES.reasonRequired,
      });
    }
  });
export type DataRetentionInput = z.infer<typeof DataRetentionSchema>;

export type DataRetention = {
  id_document_retention_days: number;
  default_days: number;
};
