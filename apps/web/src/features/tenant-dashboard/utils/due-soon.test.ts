import { describe, expect, it } from 'vitest';
import { daysUntilDue, dueSoonDays } from './due-soon';

// 21:30 UTC on 1 Mar is already 2 Mar in Nairobi (UTC+3).
const LATE_EVENING_UTC = new Date('2025-03-01T21:30:00Z');
const MORNING = new Date('2025-03-02T06:00:00Z');

describe('daysUntilDue', () => {
  it('counts Nairobi calendar days', () => {
    expect(daysUntilDue('2025-03-05', LATE_EVENING_UTC)).toBe(3);
    expect(daysUntilDue('2025-03-05', MORNING)).toBe(3);
    expect(daysUntilDue('2025-03-02', MORNING)).toBe(0);
    expect(daysUntilDue('2025-03-01', MORNING)).toBe(-1);
    expect(daysUntilDue('2025-04-01', MORNING)).toBe(30);
  });

  it('is null without a due date', () => {
    expect(daysUntilDue(null, MORNING)).toBeNull();
  });
});

describe('dueSoonDays', () => {
  const rent = (next_due_date: string | null, rent_due = 15000) => ({ next_due_date, rent_due });

  it('warns from 0 to 5 days before the due date', () => {
    expect(dueSoonDays(rent('2025-03-02'), MORNING)).toBe(0);
    expect(dueSoonDays(rent('2025-03-07'), MORNING)).toBe(5);
    expect(dueSoonDays(rent('2025-03-08'), MORNING)).toBeNull();
    expect(dueSoonDays(rent('2025-03-01'), MORNING)).toBeNull();
  });

  it('stays quiet when nothing is outstanding or there is no due date', () => {
    expect(dueSoonDays(rent('2025-03-03', 0), MORNING)).toBeNull();
    expect(dueSoonDays(rent(null), MORNING)).toBeNull();
  });
});
