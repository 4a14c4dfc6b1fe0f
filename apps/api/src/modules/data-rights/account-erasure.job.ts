import type { Deps } from '../../lib/deps.js';
import { eraseTenantAccount } from './account-erasure.service.js';
import { findDeletionBlockers } from './deletion-blockers.service.js';

// The daily worker job `account-erasure` (issue 22, ADR 036): every pending "Delete my account"
// whose tenant's money is settled is carried out; the rest wait for the next day.

const BATCH = 200;

export async function eraseSettledAccounts(
  deps: Deps,
): Promise<{ erased: number; waiting: number }> {
  let erased = 0;
  let waiting = 0;
  let afterId = 0;
  for (;;) {
    const rows = await deps.db.accountDeletionRequest.findMany({
      where: { status: 'pending', id: { gt: afterId } },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: { id: true, tenantId: true },
    });
    if (rows.length === 0) break;
    afterId = rows.at(-1)!.id;
    const blockers = await findDeletionBlockers(
      deps.db,
      rows.map((r) => r.tenantId),
    );
    for (const row of rows) {
      if ((blockers.get(row.tenantId) ?? []).length > 0) {
        waiting += 1;
        continue;
      }
      // Checked again inside its transaction: something may have opened since the read above.
      if (await eraseTenantAccount(deps, row.tenantId, null)) erased += 1;
      else waiting += 1;
    }
  }
  if (erased > 0) deps.logger.info({ erased, waiting }, 'erased settled accounts');
  return { erased, waiting };
}
