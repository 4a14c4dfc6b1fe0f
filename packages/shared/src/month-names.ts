// English month names, January first: "Rent for November 2026", receipts' periods, move-out
// letters. A file of its own: calendar.ts is in every screen's first load, these are not.
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
