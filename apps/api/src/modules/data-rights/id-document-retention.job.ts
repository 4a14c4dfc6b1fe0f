import { nowOf, type Deps } from '../../lib/deps.js';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';

// The worker job `id-document-retention` (issue 22): a former tenant's ID document is deleted once
// their last tenancy ended more than their landlord's retention days ago (90 by default), and an
// applicant's once their declined application is that old. Nobody with an open tenancy or an
// application still being decided loses theirs. Each deletion is in the landlord's activity log.

const BATCH = 500;
const DAY_MS = 86_400_000;

export async function deleteExpiredIdDocuments(deps: Deps): Promise<{ deleted: number }> {
  const now = nowOf(deps);
  // The shortest retention any landlord may choose bounds the candidates the database returns.
  const earliest = new Date(now.getTime() - 30 * DAY_MS);
  const candidates = await deps.db.tenantProfile.findMany({
    where: {
      idDocumentPath: { not: null },
      user: {
        tenantTenancies: { none: { status: { in: ['active', 'notice'] } } },
        applications: { none: { status: { in: ['unverified', 'pending'] } } },
      },
    },
    orderBy: { id: 'asc' },
    take: BATCH,
    select: {
      userId: true,
      landlordId: true,
      idDocumentPath: true,
      landlord: { select: { landlordProfile: { select: { idDocumentRetentionDays: true } } } },
      user: {
        select: {
          tenantTenancies: {
            orderBy: [{ endDate: 'desc' }],
            take: 1,
            select: { endDate: true },
          },
          applications: {
            orderBy: [{ decidedAt: 'desc' }],
            take: 1,
            select: { decidedAt: true },
          },
        },
      },
    },
  });

  let deleted = 0;
  for (const profile of candidates) {
    const lastTenancyEnd = profile.user.tenantTenancies[0]?.endDate ?? null;
    const lastDecision = profile.user.applications[0]?.decidedAt ?? null;
    // The newer of the two: a re-applicant is kept from their latest contact with the landlord.
    const since =
      lastTenancyEnd && lastDecision
        ? new Date(Math.max(lastTenancyEnd.getTime(), lastDecision.getTime()))
        : (lastTenancyEnd ?? lastDecision);
    if (!since || since > earliest) continue;
    const days = profile.landlord.landlordProfile?.idDocumentRetentionDays ?? 90;
    if (now.getTime() - since.getTime() < days * DAY_MS) continue;
    const path = profile.idDocumentPath!;
    const done = await deps.db.$transaction(async (tx) => {
      // Only if the file is still the one read above: a tenant who returned and uploaded anew keeps it.
      const cleared = await tx.tenantProfile.updateMany({
        where: { userId: profile.userId, idDocumentPath: path },
        data: {
          idDocumentPath: null,
          idDocumentName: null,
          idDocumentType: null,
          idDocumentSize: null,
          idDocumentDeletedAt: now,
        },
      });
      if (cleared.count === 0) return false;
      await recordAudit(tx, {
        actorId: null,
        landlordId: profile.landlordId,
        action: AUDIT_ACTIONS.tenantIdDocumentDeleted,
        entityType: 'tenant',
        entityId: profile.userId,
        data: { after: { retention_days: days, ended_on: since.toISOString().slice(0, 10) } },
      });
      return true;
    });
    if (!done) continue;
    // After the commit: a failed delete leaves an orphan file, never a record pointing at nothing.
    await deps.storage
      .remove(path)
      .catch((err: unknown) =>
        deps.logger.warn({ err, path }, 'could not remove an expired ID document'),
      );
    deleted += 1;
  }
  if (deleted > 0) deps.logger.info({ deleted }, 'deleted expired ID documents');
  return { deleted };
}
