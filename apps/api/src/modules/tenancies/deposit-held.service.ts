import type { DbTx } from '../../lib/db.js';

/**
 * What each tenancy holds as deposit: the sum of its completed deposit payments (signup deposit
 * step, or recorded by hand), in one grouped query whatever the number of tenancies. Deposits are
 * a liability held for the tenant, never revenue (ADR 021).
 */
export async function depositsHeld(
  db: Pick<DbTx, 'payment'>,
  tenancyIds: readonly number[],
): Promise<Map<number, number>> {
  if (tenancyIds.length === 0) return new Map();
  const rows = await db.payment.groupBy({
    by: ['tenancyId'],
    where: { tenancyId: { in: [...tenancyIds] }, kind: 'deposit', status: 'completed' },
    _sum: { amount: true },
  });
  return new Map(rows.map((row) => [row.tenancyId!, row._sum.amount ?? 0]));
}
