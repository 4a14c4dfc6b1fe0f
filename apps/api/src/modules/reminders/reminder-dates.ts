import { nairobiDate, type CalendarDate } from '@pango/shared';
import { compareDates, dueDateIn, nairobiStartOf } from '../ledger/rent-rules.js';

// When a landlord's reminders are due (seed 001 sections 2 and 9; issue 10). Pure, so the clock is
// an argument and every edge (29-31, month start, catch-up) is tested without waiting for it.

/** Reminders for a day go out from this hour, Nairobi time, not at midnight. */
export const REMINDER_SEND_HOUR = 8;
const HOUR_MS = 60 * 60 * 1000;

/** The instant the reminders of `date` may start going out. */
export const sendTimeOf = (date: CalendarDate): Date =>
  new Date(nairobiStartOf(date).getTime() + REMINDER_SEND_HOUR * HOUR_MS);

/**
 * The reminder date a run at `now` should serve: the latest chosen day of the current Nairobi
 * month whose send time has come (days 29-31 fall on a shorter month's last day). Missed days of
 * the current month are caught up (the latest one stands for them all: one email, not a burst);
 * days of earlier months, and days before `notBefore` (when the landlord first saved the settings),
 * are not. Null when nothing is due.
 */
export function dueReminderDate(
  daysOfMonth: readonly number[],
  now: Date,
  notBefore: CalendarDate,
): CalendarDate | null {
  const today = nairobiDate(now);
  const month = { year: today.year, month: today.month };
  let due: CalendarDate | null = null;
  for (const day of daysOfMonth) {
    const date = dueDateIn(month, day);
    if (sendTimeOf(date).getTime() > now.getTime()) continue;
    if (compareDates(date, notBefore) < 0) continue;
    if (!due || compareDates(date, due) > 0) due = date;
  }
  return due;
}
