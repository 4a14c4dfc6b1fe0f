import { DUE_SOON_DAYS, nairobiDate, type RentAccount } from '@pango/shared';

// Seed 002 section 9: the due-soon warning shows 0 to DUE_SOON_DAYS days before the due date while
// something is outstanding. Days count Nairobi calendar days (the API's rule, from the same
// shared function), so the warning flips at local midnight.
const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** Whole days from today (in Nairobi) to the YYYY-MM-DD due date; negative once it has passed. */
export function daysUntilDue(nextDueDate: string | null, now: Date = new Date()): number | null {
  if (!nextDueDate) return null;
  const due = dayNumber(nextDueDate);
  const today = nairobiDate(now);
  return due === null ? null : due - Date.UTC(today.year, today.month - 1, today.day) / DAY_MS;
}

/** The days left when the warning should show, else null. */
export function dueSoonDays(
  rent: Pick<RentAccount, 'next_due_date' | 'rent_due'>,
  now: Date = new Date(),
): number | null {
  const days = daysUntilDue(rent.next_due_date, now);
  if (days === null || rent.rent_due <= 0) return null;
  return days >= 0 && days <= DUE_SOON_DAYS ? days : null;
}
