// Calendar days in Nairobi, where every rent rule and every screen counts days: the API's ledger,
// reminders and counts, and the web's due-soon warning, flip at Nairobi's midnight.

/** A calendar date with no time zone: month is 1-12. */
export type CalendarDate = { year: number; month: number; day: number };

/** Nairobi is UTC+3 all year (no daylight saving), so a fixed offset is exact. */
export const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The Nairobi calendar date of an instant. */
export function nairobiDate(instant: Date): CalendarDate {
  const shifted = new Date(instant.getTime() + NAIROBI_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/**
 * Seed 002 section 9: rent is "due soon" from this many days before its due date while something
 * is outstanding (the tenant's warning, the landlord's Rent Due Soon count).
 */
export const DUE_SOON_DAYS = 5;
