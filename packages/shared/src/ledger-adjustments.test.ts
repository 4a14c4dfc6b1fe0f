import { describe, expect, it } from 'vitest';
import { ADJUSTMENT_MESSAGES, LedgerAdjustmentInputSchema } from './ledger-adjustments.js';

const errorsOf = (input: unknown) => {
  const result = LedgerAdjustmentInputSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('LedgerAdjustmentInputSchema', () => {
  it('takes a waiver of a line, a charge and a credit', () => {
    expect(
      errorsOf({ kind: 'waiver', amount: 500, reason: 'Paid late by a day', entry_id: 3 }),
    ).toBeNull();
    expect(errorsOf({ kind: 'charge', amount: '1500', reason: 'Broken window' })).toBeNull();
    expect(
      errorsOf({ kind: 'credit', amount: 200, reason: 'Plumbing repaired by tenant' }),
    ).toBeNull();
  });

  it.each([
    [{ kind: 'refund', amount: 5, reason: 'x' }, 'kind', ADJUSTMENT_MESSAGES.kindInvalid],
    [{ kind: 'charge', amount: -5, reason: 'x' }, 'amount', ADJUSTMENT_MESSAGES.amountInvalid],
    [{ kind: 'charge', amount: 2.5, reason: 'x' }, 'amount', ADJUSTMENT_MESSAGES.amountInvalid],
    [{ kind: 'charge', amount: 5, reason: '  ' }, 'reason', ADJUSTMENT_MESSAGES.reasonRequired],
    [{ kind: 'waiver', amount: 5, reason: 'x' }, 'entry_id', ADJUSTMENT_MESSAGES.entryRequired],
    [
      { kind: 'credit', amount: 5, reason: 'x', entry_id: 4 },
      'entry_id',
      ADJUSTMENT_MESSAGES.entryNotForKind,
    ],
  ])('refuses %j', (input, field, message) => {
    expect(errorsOf(input)).toContainEqual([field, message]);
  });
});
