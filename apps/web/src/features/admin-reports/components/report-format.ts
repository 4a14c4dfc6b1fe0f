import { REPORT_CATEGORIES } from '@pango/shared';
import type { BadgeTone } from '@/components/ui/badge';

const CATEGORY_LABELS = new Map<string, string>(REPORT_CATEGORIES.map((c) => [c.value, c.label]));

function capitalise(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() : value;
}

/** The category's label from REPORT_CATEGORIES; unknown ones (e.g. "general") capitalised. */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS.get(category.toLowerCase()) ?? capitalise(category);
}

/** Seed 001 section 4: labels Open, Pending, Resolved, Closed; compared case-insensitively. */
export function statusLabel(status: string): string {
  return capitalise(status);
}

/** Resolved or closed reports offer Mark as Unresolved; open or pending ones Mark as Resolved. */
export function isResolvedStatus(status: string): boolean {
  const value = status.toLowerCase();
  return value === 'resolved' || value === 'closed';
}

const PRIORITY_TONES: Record<string, BadgeTone> = {
  urgent: 'danger',
  high: 'warning',
  medium: 'info',
  low: 'neutral',
};

export function priorityTone(priority: string): BadgeTone {
  return PRIORITY_TONES[priority.toLowerCase()] ?? 'neutral';
}

export function priorityLabel(priority: string): string {
  return capitalise(priority);
}
