import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { lapsedWhere } from './application-holds.js';

// Worker job (ADR 019): unpaid applications whose applicant did not confirm their email within
// APPLICATION_HOLDS.verifyLinkHours become `expired`, and so do their applicants' accounts. The
// link already stops working at that hour (verify checks the time itself); this makes the state
// explicit. Such an application never held a room (only confirmation takes one), so there is
// nothing to free, and no landlord ever saw it. Idempotent: a second run finds nothing.

const BATCH = 200;

export async function expireApplicationHolds(deps: Deps): Promise<{ expired: number }> {
  const now = nowOf(deps);
  let expired = 0;
  for (;;) {
    const lapsed = await deps.db.tenantApplication.findMany({
      where: lapsedWhere(now),
      select: { id: true, tenantId: true, unitId: true },
      orderBy: { id: 'asc' },
      take: BATCH,
    });
    if (lapsed.length === 0) return { expired };
    expired += await deps.db.$transaction(async (tx) => {
      const changed = await tx.tenantApplication.updateMany({
        where: { id: { in: lapsed.map((a) => a.id) }, ...lapsedWhere(now) },
        data: { status: 'expired' },
      });
      await tx.user.updateMany({
        where: { id: { in: lapsed.map((a) => a.tenantId) }, approvalStatus: 'unverified' },
        data: { approvalStatus: 'expired' },
      });
      for (const application of lapsed)
        await recordAudit(tx, {
          actorId: null,
          landlordId: null,
          action: AUDIT_ACTIONS.applicationExpired,
          entityType: 'tenant_application',
          entityId: application.id,
          data: { before: { status: 'unverified' }, after: { status: 'expired' } },
        });
      return changed.count;
    });
  }
}
