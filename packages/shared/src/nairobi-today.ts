// Today's date in Nairobi without the calendar module: screens in the tenant's first load use it,
// and Intl costs no bytes there (the /tenant budget, scripts/check-web-size.mjs).

const NAIROBI_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Nairobi as YYYY-MM-DD: "paid on" may be today but not later. */
export function nairobiToday(now: Date = new Date()): string {
  return NAIROBI_DAY.format(now);
}
