import { formatDate as formatSharedDate } from '@pango/shared';
import type { TenantStatus } from '@pango/shared';
import type { BadgeTone } from '@/components/ui/badge';

export const STATUS_BADGE: Record<TenantStatus, { text: string; tone: BadgeTone }> = {
  active: { text: 'Active', tone: 'success' },
  pending: { text: 'Pending', tone: 'warning' },
  inactive: { text: 'Inactive', tone: 'neutral' },
};

export const label = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ');

/** Seed 002 section 3: sizes in Bytes, KB, MB, GB. */
export function formatSize(bytes: number): string {
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** Dates in en-GB "d MMM yyyy", Nairobi time (the shared rule). */
export const formatDate = (value: string | null | undefined) => formatSharedDate(value, '—');
