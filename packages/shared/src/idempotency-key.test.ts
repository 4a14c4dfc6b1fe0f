import { describe, expect, it } from 'vitest';
import { IdempotencyKeySchema, TENANT_PORTAL_MESSAGES } from './tenant-portal.js';

// The Idempotency-Key a device sends with a report (ADR 043): a UUID, nothing else.
describe('IdempotencyKeySchema', () => {
  it.each([
    ['a v4 UUID', '3b241101-e2bb-4255-8caf-4136c566a962', true],
    ['upper case', '3B241101-E2BB-4255-8CAF-4136C566A962', true],
    ['not a UUID', 'not-a-uuid', false],
    ['empty', '', false],
    ['a UUID with more after it', '3b241101-e2bb-4255-8caf-4136c566a962x', false],
    ['no dashes', '3b241101e2bb42558caf4136c566a962', false],
  ])('%s', (_label, value, ok) => {
    const parsed = IdempotencyKeySchema.safeParse(value);
    expect(parsed.success).toBe(ok);
    if (!parsed.success)
      expect(parsed.error.issues[0]?.message).toBe(TENANT_PORTAL_MESSAGES.idempotencyKeyInvalid);
  });
});
