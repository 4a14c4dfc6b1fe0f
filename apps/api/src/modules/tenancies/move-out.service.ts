import type { z } from 'zod';
import {
  isoOf,
  nairobiDate,
  parseIsoDate,
  type MoveOutInputSchema,
  type MoveOutResult,
} from '@pango/shared';
import type { DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { dateColumn } from '../ledger/rent-rules.js';
import { notFound } from '../../lib/errors.js';
import { kickOutbox } from '../../lib/outbox.js';
import { noOpenTenancy, openTenancyOf, settleTenancy } from './settle-tenancy.service.js';

// POST /accounts/tenants/{id}/move-out/ (issue 18 item 4): the landlord ends their tenant's open
// tenancy on a date, with itemised deductions; the settlement is answered and emailed.

export type MoveOutRequest = z.output<typeof MoveOutInputSchema>;

export async function moveOutTenant(
  deps: Deps,
  landlordId: number,
  tenantId: number,
  input: MoveOutRequest,
): Promise<MoveOutResult> {
  const now = nowOf(deps);
  const result = await deps.db.$transaction(async (tx) => {
    // Another landlord's tenant, or an applicant who never confirmed, is nobody this landlord knows.
    const profile = await tx.tenantProfile.findFirst({
      where: {
        userId: tenantId,
        landlordId,
        // As the tenants list (tenants/tenant-rows.ts): unconfirmed applicants are unknown (ADR 019).
        user: { approvalStatus: { notIn: ['unverified', 'expired'] } },
      },
      select: { user: { select: { isActive: true } } },
    });
    if (!profile) throw notFound();
    const tenancy = await openTenancyOf(tx, landlordId, tenantId);
    if (!tenancy) throw noOpenTenancy();
    return settleTenancy(tx, deps, {
      landlordId,
      tenancyId: tenancy.id,
      moveOutDate: parseIsoDate(input.move_out_date),
      deductions: input.deductions,
      now,
      canSignIn: profile.user.isActive,
    });
  });
  kickOutbox(deps);
  return result;
}

/** Evict and Remove settle on the day they happen (Nairobi), with no deductions. */
export async function settleOnRemoval(
  tx: DbTx,
  deps: Pick<Deps, 'env'>,
  removal: { landlordId: number; tenantId: number; now: Date; canSignIn: boolean },
): Promise<MoveOutResult | null> {
  const tenancy = await openTenancyOf(tx, removal.landlordId, removal.tenantId);
  if (!tenancy) return null;
  // A tenancy that starts later than today (a landlord's first due date ahead) ends on its start.
  const today = nairobiDate(removal.now);
  const start = dateColumn(tenancy.startDate);
  return settleTenancy(tx, deps, {
    landlordId: removal.landlordId,
    tenancyId: tenancy.id,
    moveOutDate: isoOf(start) > isoOf(today) ? start : today,
    deductions: [],
    now: removal.now,
    canSignIn: removal.canSignIn,
  });
}
