import type { RentAccount, RentStatus } from './ledger.js';

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

/**
 * A tenancy's rent status (docs/decisions/018, 029). `outstanding` and the oldest unpaid debit
 * count every line a tenancy is billed (rent, water, service charges, late fees, adjustments),
 * settled oldest first by payments, credits and waivers (a waiver settles its own line first):
 * `due` with something paid is the screens' "partial", and a credit is "prepaid" (`prepaid_months`). Nothing outstanding is "paid" only once rent has
 * been charged: a tenancy with no charge yet has paid nothing and owes nothing, so it is
 * "not_billed", never "paid" (issue 17: a new tenant read "Paid, 100%" with nothing charged).
 */
export function rentStatusOf(position: {
  hasCharge: boolean;
  outstanding: number;
  isOldestUnpaidPastDue: boolean;
}): Exclude<RentStatus, 'no_unit'> {
  if (position.outstanding > 0) return position.isOldestUnpaidPastDue ? 'overdue' : 'due';
  return position.hasCharge ? 'paid' : 'not_billed';
}

/**
 * The share (0-100) of this month's rent paid, for the progress bar. Arrears beyond one month's
 * rent still read 0%, a credit reads 100%, and a tenancy with no charge yet reads 0%: 100% would
 * say "paid" about a month nobody billed.
 */
export function rentPaidPercent(
  rent: Pick<RentAccount, 'monthly_rent' | 'rent_due' | 'rent_status'>,
): number {
  if (rent.rent_status === 'not_billed' || rent.rent_status === 'no_unit') return 0;
  if (rent.monthly_rent <= 0) return rent.rent_due > 0 ? 0 : 100;
  const owed = Math.min(Math.max(rent.rent_due, 0), rent.monthly_rent);
  return Math.round(((rent.monthly_rent - owed) / rent.monthly_rent) * 100);
}
