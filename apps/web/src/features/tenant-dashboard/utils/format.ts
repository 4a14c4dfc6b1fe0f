import { formatDate as formatSharedDate } from '@pango/shared';
import { REPORT_CATEGORIES } from '@pango/shared';

/** The category's readable label (seed 002 section 3); unknown values show as stored. */
export function categoryLabel(value: string): string {
  return REPORT_CATEGORIES.find((c) => c.value === value.toLowerCase())?.label ?? value;
}

/** "urgent" -> "Urgent", "OPEN" -> "Open". */
export function capitalize(value: string): string {
  const lower = value.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** Dates in en-GB "d MMM yyyy", Nairobi time (the shared rule). */
export const formatDate = (value: string | null | undefined) => formatSharedDate(value);
