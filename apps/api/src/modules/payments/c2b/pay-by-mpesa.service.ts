import { payByMpesaLine, type Language, type ShortcodeType } from '@pango/shared';
import type { Db, DbTx } from '../../../lib/db.js';
import { OPEN_STATUSES } from './c2b-candidates.js';

// "Pay by M-Pesa: Paybill <short code>, account <number>" for rent reminders and invoices (issue 19
// item 2): only when the landlord has a paybill or till set up and the tenancy is current with an
// account number; otherwise nothing, and the email reads as before.

/**
 * The line per tenancy id, for a landlord's tenancies; two queries whatever their number. Each in
 * its tenant's message language when `languages` (by tenancy id) says, else English.
 */
export async function payByMpesaLines(
  db: Db | DbTx,
  landlordId: number,
  tenancyIds: readonly number[],
  languages?: ReadonlyMap<number, Language>,
): Promise<Map<number, string>> {
  const lines = new Map<number, string>();
  if (tenancyIds.length === 0) return lines;
  const setting = await db.mpesaC2bSetting.findUnique({
    where: { landlordId },
    select: { shortcode: true, shortcodeType: true },
  });
  if (!setting) return lines;
  const tenancies = await db.tenancy.findMany({
    where: {
      id: { in: [...tenancyIds] },
      landlordId,
      status: { in: [...OPEN_STATUSES] },
      paymentAccountNumber: { not: null },
    },
    select: { id: true, paymentAccountNumber: true },
  });
  for (const t of tenancies)
    lines.set(
      t.id,
      payByMpesaLine(
        {
          shortcode: setting.shortcode,
          shortcodeType: setting.shortcodeType as ShortcodeType,
          accountNumber: t.paymentAccountNumber!,
        },
        languages?.get(t.id) ?? 'en',
      ),
    );
  return lines;
}

/** The line for a tenant's current tenancy with this landlord, or null. */
export async function payByMpesaLineForTenant(
  db: Db | DbTx,
  landlordId: number,
  tenantId: number,
): Promise<string | null> {
  const tenancy = await db.tenancy.findFirst({
    where: { tenantId, landlordId, status: { in: [...OPEN_STATUSES] } },
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  if (!tenancy) return null;
  return (await payByMpesaLines(db, landlordId, [tenancy.id])).get(tenancy.id) ?? null;
}
