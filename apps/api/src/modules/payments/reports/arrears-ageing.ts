import { ageArrears, type ArrearsAmounts } from '@pango/shared';
import { allocateCredits, formatDate, type LedgerRow } from '../../ledger/rent-rules.js';

// How one tenancy's debt ages (issue 24 item 2), on the ledger's own allocation: credits settle the
// oldest debit first (allocateCredits, ADR 012 / 029), and what is left of each debit is aged by its
// due date (packages/shared arrears.ts). Nothing here decides anew what a tenant owes.

/** A debit as the report reads it: its amount less the waivers that name it (before as_of). */
export type TailDebit = {
  id: number;
  type: 'charge' | 'payment' | 'adjustment';
  amount: number;
  periodStart: Date | null;
  createdAt: Date;
};

/**
 * The debits of `newestFirst` (newest entry first) that can still be unpaid when the tenancy owes
 * `balance`: under oldest-first allocation the unpaid money is the newest debits' (ADR 012), so the
 * newest ones whose sum covers the balance, and one more in case a debit was posted out of due-date
 * order (an adjustment booked between a charge's posting and its due date). `complete` is false
 * when the rows given ran out before covering it and more (older) ones must be read.
 */
export function debitsCovering(
  newestFirst: readonly TailDebit[],
  balance: number,
  isAll: boolean,
): { debits: TailDebit[]; complete: boolean } {
  let covered = 0;
  let index = 0;
  while (index < newestFirst.length && covered < balance) {
    covered += Math.max(0, newestFirst[index]!.amount);
    index += 1;
  }
  if (covered < balance) return { debits: [...newestFirst], complete: isAll };
  // One older debit beyond the cover, when there is one and it was read.
  if (index < newestFirst.length)
    return { debits: newestFirst.slice(0, index + 1), complete: true };
  return { debits: [...newestFirst], complete: isAll };
}

/** One debit's unpaid remainder and its due date (YYYY-MM-DD), oldest due first. */
export type UnpaidDebit = { due: string; amount: number };

/**
 * What is left unpaid of the debits that cover the tenancy's balance: every other credit is
 * folded into one credit of (their sum less the balance), which allocateCredits spends on the
 * oldest of them first, exactly as it would have spent the tenancy's whole history. It does not
 * depend on the day asked (ageing does), so it can be kept per tenancy (arrears-kept.ts).
 */
export function unpaidDebits(
  debits: readonly TailDebit[],
  balance: number,
  anchorDay: number | null,
  cutoff: Date,
): UnpaidDebit[] {
  const sum = debits.reduce((total, debit) => total + Math.max(0, debit.amount), 0);
  const credit = Math.max(0, sum - balance);
  const rows: LedgerRow[] = [
    ...debits,
    { id: 0, type: 'adjustment', amount: -credit, periodStart: null, createdAt: cutoff },
  ];
  const allocated = allocateCredits(rows, anchorDay);
  return allocated.debits
    .map((debit) => ({ due: formatDate(debit.due), amount: allocated.unpaid.get(debit.id) ?? 0 }))
    .filter((debit) => debit.amount > 0);
}

/** The tenancy's arrears on `asOf` (YYYY-MM-DD) from the debits that cover its balance. */
export function ageTenancy(
  debits: readonly TailDebit[],
  balance: number,
  anchorDay: number | null,
  asOf: string,
  cutoff: Date,
): { amounts: ArrearsAmounts; oldestDue: string | null } {
  const unpaid = unpaidDebits(debits, balance, anchorDay, cutoff);
  return { amounts: ageArrears(unpaid, asOf), oldestDue: unpaid[0]?.due ?? null };
}
