import { formatDate as formatSharedDate } from '@pango/shared';

/** "mpesa" -> "Mpesa", "bank_transfer" -> "Bank transfer". */
export const label = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ');

/** The file name part of a property: what the server's CSV name uses too. */
export function fileSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return slug || 'property';
}

/** Dates in en-GB "d MMM yyyy", Nairobi time (the shared rule). */
export const formatDate = (value: string | null | undefined) => formatSharedDate(value);
