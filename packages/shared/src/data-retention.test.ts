import { describe, expect, it } from 'vitest';
import { DATA_RETENTION_MESSAGES, DataRetentionSchema } from './data-retention.js';

describe('DataRetentionSchema', () => {
  it.each([
    [{ id_document_retention_days: 90 }, null],
    [{ id_document_retention_days: 30 }, null],
    [{ id_document_retention_days: '60' }, null],
    [{ id_document_retention_days: 29 }, DATA_RETENTION_MESSAGES.daysRange],
    [{ id_document_retention_days: 3651 }, DATA_RETENTION_MESSAGES.daysRange],
    [{ id_document_retention_days: 45.5 }, DATA_RETENTION_MESSAGES.daysRange],
    [{ id_document_retention_days: 'soon' }, DATA_RETENTION_MESSAGES.daysRange],
    [{ id_document_retention_days: 365 }, DATA_RETENTION_MESSAGES.reasonRequired],
    [{ id_document_retention_days: 365, reason: '  ' }, DATA_RETENTION_MESSAGES.reasonRequired],
    [{ id_document_retention_days: 365, reason: 'Court case over unpaid rent' }, null],
  ])('%j → %s', (input, message) => {
    const result = DataRetentionSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});
