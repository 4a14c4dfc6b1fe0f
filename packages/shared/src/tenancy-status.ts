// A tenancy's deposit, as the landlord's Deposits view, the tenant's dashboard and the final
// statement name it (issue 18, ADR 021). Shared so the API's list and the screens never disagree.

export const TENANCY_STATUSES = ['active', 'notice', 'ended'] as const;
export type TenancyStatus = (typeof TENANCY_STATUSES)[number];

export const DEPOSIT_STATUSES = ['held', 'refund_due', 'refunded', 'applied'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = {
  held: 'Held',
  refund_due: 'Refund due',
  refunded: 'Refunded',
  applied: 'Applied to charges',
};

/**
 * Held while the tenancy runs (active or on notice); once ended, `refunded` when the landlord
 * recorded the refund, `refund_due` while some of it is owed back, else `applied` (all of it went
 * to unpaid rent and deductions).
 */
export function depositStatusOf(tenancy: {
  status: TenancyStatus;
  refundDue: number | null;
  refundAmount: number | null;
}): DepositStatus {
  if (tenancy.status !== 'ended') return 'held';
  if (tenancy.refundAmount !== null) return 'refunded';
  return (tenancy.refundDue ?? 0) > 0 ? 'refund_due' : 'applied';
}
