import { describe, expect, it } from 'vitest';
import {
  earliestMoveOutDate,
  moveOutDateProblem,
  NOTICE_MESSAGES,
  noticePeriodDaysFrom,
} from './notice.js';
import { GiveNoticeSchema, noticePeriodDaysSchema } from './notice-schemas.js';

const today = { year: 2034, month: 5, day: 20 };

describe('move-out date rules', () => {
  it('counts the notice period in calendar days, across month and year ends', () => {
    expect(earliestMoveOutDate(today, 30)).toBe('2034-06-19');
    expect(earliestMoveOutDate({ year: 2034, month: 12, day: 15 }, 30)).toBe('2035-01-14');
    expect(earliestMoveOutDate({ year: 2036, month: 2, day: 28 }, 1)).toBe('2036-02-29');
    expect(earliestMoveOutDate(today, 0)).toBe('2034-05-20');
  });

  it('accepts exactly the notice period and refuses a day short, naming the earliest date', () => {
    expect(moveOutDateProblem('2034-06-19', today, 30)).toBeNull();
    expect(moveOutDateProblem('2034-06-18', today, 30)).toBe(
      'Your notice period is 30 days: the earliest move-out date is 19 Jun 2034.',
    );
    expect(moveOutDateProblem('2034-07-19', today, 60)).toBeNull();
    expect(moveOutDateProblem('2034-07-18', today, 60)).toBe(
      NOTICE_MESSAGES.tooSoon(60, '2034-07-19'),
    );
  });

  it('refuses a date in the past, whatever the notice period; today passes with no period', () => {
    expect(moveOutDateProblem('2034-05-19', today, 30)).toBe(NOTICE_MESSAGES.moveOutDateInPast);
    expect(moveOutDateProblem('2034-05-19', today, 0)).toBe(NOTICE_MESSAGES.moveOutDateInPast);
    expect(moveOutDateProblem('2034-05-20', today, 0)).toBeNull();
    expect(NOTICE_MESSAGES.tooSoon(1, '2034-05-21')).toContain('1 day:');
  });
});

describe('GiveNoticeSchema', () => {
  it('takes a real YYYY-MM-DD date and refuses anything else with one message', () => {
    expect(GiveNoticeSchema.parse({ move_out_date: '2034-06-19' })).toEqual({
      move_out_date: '2034-06-19',
    });
    for (const move_out_date of [undefined, '', '19/06/2034', '2034-02-30', 20340619]) {
      const result = GiveNoticeSchema.safeParse({ move_out_date });
      expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
        [['move_out_date'], NOTICE_MESSAGES.moveOutDateRequired],
      ]);
    }
  });
});

describe('noticePeriodDaysSchema', () => {
  it('takes whole days from 0 to 365', () => {
    expect(noticePeriodDaysSchema.parse(0)).toBe(0);
    expect(noticePeriodDaysSchema.parse('60')).toBe(60);
    expect(noticePeriodDaysSchema.parse(365)).toBe(365);
    for (const bad of [-1, 366, 1.5, 'abc'])
      expect(noticePeriodDaysSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        NOTICE_MESSAGES.noticePeriodInvalid,
      );
  });
});

describe('noticePeriodDaysFrom (the property form, without zod)', () => {
  // Each value typed in the form: the rule answers what the API's schema answers.
  it.each([
    ['30', 30],
    [' 45 ', 45],
    ['0', 0],
    ['365', 365],
    ['366', null],
    ['-1', null],
    ['7.5', null],
    ['thirty', null],
    ['', null],
    ['   ', null],
    [undefined, null],
    [14, 14],
  ] as const)('%j -> %j', (value, expected) => {
    expect(noticePeriodDaysFrom(value)).toBe(expected);
    const parsed = noticePeriodDaysSchema.safeParse(
      typeof value === 'string' && value.trim() === '' ? undefined : value,
    );
    expect(parsed.success ? parsed.data : null).toBe(expected);
  });
});
