import { formatKsh } from '@pango/shared';

// Screen texts of the tenant dashboard that the spec leaves open (seed 002 section 2 names the parts).
export const DASHBOARD_TEXTS = {
  loading: 'Loading dashboard...',
  loadFailed: 'Failed to load your dashboard. Please try again.',
  noUnit:
    'No unit assigned to your account yet. Please contact your landlord to assign you a unit; your room and rent details will show here.',
  noReports: 'You have not submitted any reports yet.',
  offline: 'You are offline: showing your last data.',
  notProvided: 'Not provided',
  dueSoon: (amount: number, days: number, date: string) =>
    `Rent of ${formatKsh(amount)} is due ${
      days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`
    } (${date}).`,
  paidLabel: (percent: number) => `${percent}% of this month's rent paid`,
} as const;
