import { describe, expect, it } from 'vitest';
import { depositStatusOf } from './tenancy-status.js';

describe('depositStatusOf', () => {
  it('is held while the tenant lives there, notice or not', () => {
    expect(depositStatusOf({ status: 'active', refundDue: null, refundAmount: null })).toBe('held');
    expect(depositStatusOf({ status: 'notice', refundDue: null, refundAmount: null })).toBe('held');
  });

  it('after move-out: refund due until the refund is recorded, applied when nothing is owed back', () => {
    expect(depositStatusOf({ status: 'ended', refundDue: 8000, refundAmount: null })).toBe(
      'refund_due',
    );
    expect(depositStatusOf({ status: 'ended', refundDue: 8000, refundAmount: 8000 })).toBe(
      'refunded',
    );
    expect(depositStatusOf({ status: 'ended', refundDue: 0, refundAmount: null })).toBe('applied');
  });
});
