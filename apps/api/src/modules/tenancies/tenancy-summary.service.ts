import type { TenancySummary } from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db, DbTx } from '../../lib/db.js';

// The open tenancy (active or on notice) as the landlord's tenant details and the tenant's
// dashboard show it (issue 18). One query, by the tenant's open-tenancy key (ADR 021).

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export const tenancySummarySelect = {
  id: true,
  status: true,
  startDate: true,
  noticeMoveOutDate: true,
  noticeGivenAt: true,
  unit: { select: { property: { select: { noticePeriodDays: true } } } },
} as const satisfies Prisma.TenancySelect;

type TenancySummaryRow = Prisma.TenancyGetPayload<{ select: typeof tenancySummarySelect }>;

export function toTenancySummary(row: TenancySummaryRow): TenancySummary {
  return {
    id: row.id,
    status: row.status,
    start_date: isoDate(row.startDate),
    notice_move_out_date: row.noticeMoveOutDate ? isoDate(row.noticeMoveOutDate) : null,
    notice_given_at: row.noticeGivenAt?.toISOString() ?? null,
    notice_period_days: row.unit.property.noticePeriodDays,
  };
}

/** The tenant's open tenancy with its M-Pesa account number (issue 19), or null; `landlordId`
 * limits it to that landlord's. One query for both. */
export async function findOpenTenancy(
  db: Db | DbTx,
  tenantId: number,
  landlordId?: number,
): Promise<{ summary: TenancySummary; paymentAccountNumber: string | null } | null> {
  const row = await db.tenancy.findFirst({
    where: { openTenantId: tenantId, ...(landlordId === undefined ? {} : { landlordId }) },
    select: { ...tenancySummarySelect, paymentAccountNumber: true },
  });
  return row
    ? { summary: toTenancySummary(row), paymentAccountNumber: row.paymentAccountNumber }
    : null;
}
