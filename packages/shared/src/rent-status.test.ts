import { describe, expect, it } from 'vitest';
import { nairobiDate } from './calendar.js';
import { RENT_STATUSES } from './ledger.js';
import { paymentStatusTone } from './payment-status.js';
import { RENT_STATUS_DISPLAY } from './rent-status.js';

describe('paymentStatusTone', () => {
  it('shows completed green, pending orange, processing blue and anything else red', () => {
    expect(paymentStatusTone('completed')).toBe('success');
    expect(paymentStatusTone('SUCCESS')).toBe('success');
    expect(paymentStatusTone('Pending')).toBe('warning');
    expect(paymentStatusTone('processing')).toBe('info');
    expect(paymentStatusTone('failed')).toBe('danger');
    expect(paymentStatusTone('cancelled')).toBe('danger');
  });
});

describe('RENT_STATUS_DISPLAY', () => {
  it('labels every rent status the ledger answers', () => {
    for (const status of RENT_STATUSES) expect(RENT_STATUS_DISPLAY[status].label).not.toBe('');
    expect(RENT_STATUS_DISPLAY.overdue).toEqual({ label: 'Overdue', tone: 'danger' });
  });
});

describe('nairobiDate', () => {
  it('turns the date at 21:00 UTC, Nairobi’s midnight', () => {
    expect(nairobiDate(new Date('2025-03-01T20:59:59Z'))).toEqual({ year: 2025, month: 3, day: 1 });
    expect(nairobiDate(new Date('2025-03-01T21:00:00Z'))).toEqual({ year: 2025, month: 3, day: 2 });
    expect(nairobiDate(new Date('2025-12-31T21:30:00Z'))).toEqual({ year: 2026, month: 1, day: 1 });
  });
});
