import { ACCOUNT_DELETION_BLOCKER_TEXT, formatKsh, type AccountDeletionBlock } from '@pango/shared';
import type { Db, DbTx } from '../../lib/db.js';

// What keeps a tenant's account from being erased yet (ADR 036): their money must be settled
// first, so the landlord's records still name who owes or is owed. Read for many tenants at once
// (the landlord's list), in one query per kind of reason whatever the number of tenants.

export async function findDeletionBlockers(
  db: Db | DbTx,
  tenantIds: readonly number[],
): Promise<Map<number, AccountDeletionBlock[]>> {
  const blocks = new Map<number, AccountDeletionBlock[]>(tenantIds.map((id) => [id, []]));
  if (tenantIds.length === 0) return blocks;
  const ids = [...tenantIds];
  const [open, balances, unrefunded, looseDeposits, pending, applications] = await Promise.all([
    db.tenancy.findMany({
      where: { tenantId: { in: ids }, status: { in: ['active', 'notice'] } },
      select: { tenantId: true },
    }),
    db.rentBalance.findMany({
      where: { tenantId: { in: ids }, balance: { not: 0 } },
      select: { tenantId: true, balance: true },
    }),
    // The move-out left a refund due that the landlord has not recorded as paid.
    db.tenancy.findMany({
      where: {
        tenantId: { in: ids },
        status: 'ended',
        refundDue: { gt: 0 },
        refundRecordedAt: null,
      },
      select: { tenantId: true },
    }),
    // A signup deposit paid but neither attached to a tenancy nor refunded (ADR 018).
    db.payment.findMany({
      where: {
        tenantId: { in: ids },
        kind: 'deposit',
        status: 'completed',
        tenancyId: null,
        refundedAt: null,
      },
      select: { tenantId: true },
    }),
    db.payment.findMany({
      where: {
        OR: [{ tenantId: { in: ids } }, { payerId: { in: ids } }],
        status: { in: ['pending', 'processing'] },
      },
      select: { tenantId: true, payerId: true },
    }),
    db.tenantApplication.findMany({
      where: { tenantId: { in: ids }, status: { in: ['pending', 'unverified'] } },
      select: { tenantId: true },
    }),
  ]);

  const add = (tenantId: number | null, block: AccountDeletionBlock) => {
    const list = tenantId === null ? undefined : blocks.get(tenantId);
    if (list && !list.some((b) => b.code === block.code)) list.push(block);
  };
  for (const row of open)
    add(row.tenantId, {
      code: 'open_tenancy',
      message: ACCOUNT_DELETION_BLOCKER_TEXT.open_tenancy,
    });
  const owed = new Map<number, number>();
  const credit = new Map<number, number>();
  for (const row of balances) {
    const into = row.balance > 0 ? owed : credit;
    into.set(row.tenantId, (into.get(row.tenantId) ?? 0) + Math.abs(row.balance));
  }
  for (const [tenantId, amount] of owed)
    add(tenantId, {
      code: 'balance_owed',
      message: ACCOUNT_DELETION_BLOCKER_TEXT.balance_owed(formatKsh(amount)),
      amount,
    });
  for (const [tenantId, amount] of credit)
    add(tenantId, {
      code: 'credit_held',
      message: ACCOUNT_DELETION_BLOCKER_TEXT.credit_held(formatKsh(amount)),
      amount,
    });
  for (const row of [...unrefunded, ...looseDeposits])
    add(row.tenantId, {
      code: 'deposit_unsettled',
      message: ACCOUNT_DELETION_BLOCKER_TEXT.deposit_unsettled,
    });
  for (const row of pending)
    for (const id of new Set([row.tenantId, row.payerId]))
      add(id, { code: 'payment_pending', message: ACCOUNT_DELETION_BLOCKER_TEXT.payment_pending });
  for (const row of applications)
    add(row.tenantId, {
      code: 'application_open',
      message: ACCOUNT_DELETION_BLOCKER_TEXT.application_open,
    });
  return blocks;
}
