import { depositStatusOf, TENANT_TENANCIES_MAX, type TenantTenancyRow } from '@pango/shared';
import type { Deps } from '../../lib/deps.js';
import { depositsHeld } from './deposit-held.service.js';
import { isoDay, settlementOf } from './tenancy-read.service.js';

/**
 * GET /api/accounts/tenant/tenancies/: the signed-in tenant's tenancies, newest first, including
 * ended ones (issue 18: a tenant who moved out keeps their history). Two statements whatever the
 * count: the tenancies joined with unit and balance, then their deposits in one grouped read.
 */
export async function listTenantTenancies(
  deps: Deps,
  tenantId: number,
): Promise<TenantTenancyRow[]> {
  const rows = await deps.db.tenancy.findMany({
    where: { tenantId },
    orderBy: [{ startDate: 'desc' }, { id: 'desc' }],
    take: TENANT_TENANCIES_MAX,
    select: {
      id: true,
      status: true,
      startDate: true,
      endDate: true,
      monthlyRent: true,
      deposit: true,
      depositHeld: true,
      unpaidRent: true,
      deductionsTotal: true,
      refundDue: true,
      balanceAfter: true,
      movedOutAt: true,
      refundAmount: true,
      unit: { select: { unitNumber: true, property: { select: { name: true } } } },
      balance: { select: { balance: true } },
    },
  });
  const held = await depositsHeld(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((t) => {
    const settlement = settlementOf(t);
    const ended = t.status === 'ended';
    return {
      id: t.id,
      status: t.status,
      start_date: isoDay(t.startDate),
      end_date: t.endDate ? isoDay(t.endDate) : null,
      unit_number: t.unit.unitNumber,
      property_name: t.unit.property.name,
      monthly_rent: t.monthlyRent,
      deposit: t.deposit,
      deposit_held: settlement?.deposit_held ?? held.get(t.id) ?? 0,
      deposit_status: depositStatusOf(t),
      final_balance: settlement?.balance_after ?? (ended ? (t.balance?.balance ?? 0) : null),
      refund_due: settlement?.refund_due ?? null,
    };
  });
}
