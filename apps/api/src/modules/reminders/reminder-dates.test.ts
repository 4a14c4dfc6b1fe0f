import { describe, expect, it } from 'vitest';
import { dueReminderDate } from './reminder-dates.js';

// Nairobi is UTC+3: 08:00 in Nairobi is 05:00 UTC.
const at = (iso: string) => new Date(iso);
const LONG_AGO = { year: 2020, month: 1, day: 1 };

describe('dueReminderDate', () => {
  it('is the chosen day once 08:00 Nairobi time has come, and nothing before', () => {
    expect(dueReminderDate([5], at('2026-11-05T04:59:00Z'), LONG_AGO)).toBeNull();
    expect(dueReminderDate([5], at('2026-11-05T05:00:00Z'), LONG_AGO)).toEqual({
      year: 2026,
      month: 11,
      day: 5,
    });
  });

  it('uses the Nairobi date, not the UTC one, late in the evening', () => {
    // 22:30 UTC on 4 Nov is 01:30 on 5 Nov in Nairobi: the 5th has begun but its send hour has not.
    expect(dueReminderDate([4, 5], at('2026-11-04T22:30:00Z'), LONG_AGO)).toEqual({
      year: 2026,
      month: 11,
      day: 4,
    });
  });

  it('catches up the latest missed day of the current month only', () => {
    expect(dueReminderDate([1, 10, 25], at('2026-11-20T09:00:00Z'), LONG_AGO)).toEqual({
      year: 2026,
      month: 11,
      day: 10,
    });
    // On the 3rd nothing of this month is due yet; October's 25th is not caught up.
    expect(dueReminderDate([5, 25], at('2026-11-03T09:00:00Z'), LONG_AGO)).toBeNull();
  });

  it('puts the 31st on the last day of a 30-day month and of February', () => {
    expect(dueReminderDate([31], at('2026-11-30T06:00:00Z'), LONG_AGO)).toEqual({
      year: 2026,
      month: 11,
      day: 30,
    });
    expect(dueReminderDate([29], at('2027-02-28T06:00:00Z'), LONG_AGO)).toEqual({
      year: 2027,
      month: 2,
      day: 28,
    });
    expect(dueReminderDate([31], at('2026-11-29T06:00:00Z'), LONG_AGO)).toBeNull();
  });

  it('does not send for days before the landlord saved the settings', () => {
    const savedOn = { year: 2026, month: 11, day: 12 };
    expect(dueReminderDate([1, 10], at('2026-11-20T09:00:00Z'), savedOn)).toBeNull();
    expect(dueReminderDate([1, 10, 15], at('2026-11-20T09:00:00Z'), savedOn)).toEqual({
      year: 2026,
      month: 11,
      day: 15,
    });
  });
});
