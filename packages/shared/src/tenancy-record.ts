import type { DepositStatus, TenancyStatus } from './tenancy-status.js';

// A tenancy read as a record (issue 18 item 4): the screen's summary of one tenancy, the final
// statement's figures, and the tenant's own list of tenancies. Money is whole KSh; dates are
// 'YYYY-MM-DD' calendar days, instants ISO 8601.

/** The figures written onto the tenancy in the move-out transaction. */
export type TenancySettlement = {
  deposit_held: number;
  unpaid_rent: number;
  deductions_total: number;
  /** deposit held − unpaid rent − deductions, never below zero. */
  refund_due: number;
  /** What is left once the deposit is applied: above zero the tenant owes it, below zero it is a credit to the tenant. */
  balance_after: number;
  moved_out_at: string;
};

/** The deposit refund the landlord recorded (paid outside Pango). */
export type TenancyRefund = {
  amount: number;
  method: string;
  reference: string;
  paid_on: string;
  recorded_at: string;
};

export type TenancyDeductionRow = { id: number; reason: string; amount: number };

type Person = { id: number; full_name: string; email: string; phone_number: string };

/** GET /api/accounts/tenancies/{id}/: the tenancy's tenant and their landlord only. */
export type TenancyRecord = {
  id: number;
  status: TenancyStatus;
  start_date: string;
  end_date: string | null;
  notice_move_out_date: string | null;
  monthly_rent: number;
  /** The deposit agreed at the start. */
  deposit: number;
  rent_due_day: number;
  unit: {
    id: number;
    unit_number: string;
    property_id: number;
    property_name: string;
    property_address: string;
  };
  tenant: Person;
  landlord: Person;
  /** The settlement's figure once moved out, else the completed deposit payments so far. */
  deposit_held: number;
  deposit_status: DepositStatus;
  /** The tenancy's ledger balance now (charges less payments): above zero is owed. */
  ledger_balance: number;
  /** Null until the landlord moves the tenant out (or for a tenancy ended before issue 18). */
  settlement: TenancySettlement | null;
  deductions: TenancyDeductionRow[];
  refund: TenancyRefund | null;
};

/** One row of GET /api/accounts/tenant/tenancies/: the signed-in tenant's own tenancies. */
export type TenantTenancyRow = {
  id: number;
  status: TenancyStatus;
  start_date: string;
  end_date: string | null;
  unit_number: string;
  property_name: string;
  monthly_rent: number;
  deposit: number;
  deposit_held: number;
  deposit_status: DepositStatus;
  /** balance_after once settled, else the ledger balance of an ended tenancy; null while it runs. */
  final_balance: number | null;
  refund_due: number | null;
};

/** A tenant has a handful of tenancies; the list is bounded all the same. */
export const TENANT_TENANCIES_MAX = 100;

export const TENANCY_RECORD_MESSAGES = {
  notEnded: 'The final statement is available once the tenancy has ended.',
  refundNotRecorded: 'Refund not yet recorded',
  noCurrentUnit: 'You have no unit now, so there is no move-in date to change.',
} as const;

/** "owed by tenant" / "credit to tenant" / "settled": how a balance after move-out reads. */
export function balanceAfterLabel(balanceAfter: number): string {
  if (balanceAfter > 0) return 'owed by tenant';
  if (balanceAfter < 0) return 'credit to tenant';
  return 'settled';
}
