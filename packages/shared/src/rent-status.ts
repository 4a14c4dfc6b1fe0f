import type { RentStatus } from './ledger.js';

// How rent is shown, by meaning, wherever a tenant or a landlord sees it (kept apart from
// ledger.ts so the tenant home loads these few lines, not the ledger's types and rules).

/** A status colour by meaning: success green, warning orange, danger red, info blue (seed 001). */
export type StatusTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** The label and colour of each rent status (tenant dashboard, payment centre, tenants table). */
export const RENT_STATUS_DISPLAY: Record<RentStatus, { label: string; tone: StatusTone }> = {
  paid: { label: 'Paid', tone: 'success' },
  due: { label: 'Due', tone: 'warning' },
  overdue: { label: 'Overdue', tone: 'danger' },
  // Nothing charged yet: never "Paid" for a month nobody billed (issue 17, ADR 018).
  not_billed: { label: 'Not billed yet', tone: 'neutral' },
  no_unit: { label: 'No unit', tone: 'neutral' },
};
