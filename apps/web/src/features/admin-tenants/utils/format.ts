import type { BadgeTone } from '@/components/ui/badge';
import type { RentStatus, TenantStatus } from '../types';

const DATE = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric' });

/** An ISO date or date-time as "5 Jan 2026"; dashes when missing. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  // A bare date is a calendar day: read it at noon UTC so no time zone moves it a day.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? '—' : DATE.format(date);
}

export const RENT_STATUS: Record<RentStatus, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'success' },
  due: { label: 'Due', tone: 'warning' },
  overdue: { label: 'Overdue', tone: 'danger' },
  no_unit: { label: 'No unit', tone: 'neutral' },
};

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
