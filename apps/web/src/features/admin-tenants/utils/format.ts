import { formatDate as formatSharedDate, RENT_STATUS_DISPLAY } from '@pango/shared';
import type { BadgeTone } from '@/components/ui/badge';
import type { TenantStatus } from '../types';

/** The shared labels and colours of a rent status (the tenant sees the same). */
export const RENT_STATUS = RENT_STATUS_DISPLAY;

export const TENANT_STATUS: Record<TenantStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  inactive: { label: 'Inactive', tone: 'neutral' },
};

/** The default invoice due date: the 5th of this month, or of next month once it has passed. */
export function defaultInvoiceDueDate(today: Date): string {
  const year = today.getFullYear();
  const month = today.getMonth() + (today.getDate() > 5 ? 1 : 0);
  const due = new Date(year, month, 5);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`;
}

/** Dates in en-GB "d MMM yyyy", Nairobi time (the shared rule). */
export const formatDate = (value: string | null | undefined) => formatSharedDate(value, '—');
