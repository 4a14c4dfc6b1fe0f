import type { Db } from './db.js';

/** How long a failed email keeps its body, for whoever looks into why it failed. */
export const FAILED_BODY_RETENTION_DAYS = 7;

/**
 * Sent emails lose their body on delivery (lib/outbox.ts); failed ones keep it for a week, then
 * lose it too: a body may hold a reset link or a tenant's details, and nothing resends it.
 * Answers how many rows were cleared.
 */
export async function purgeFailedMailBodies(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - FAILED_BODY_RETENTION_DAYS * 24 * 60 * 60_000);
  const { count } = await db.emailOutbox.updateMany({
    where: {
      status: 'failed',
      failedAt: { lt: cutoff },
      OR: [{ text: { not: '' } }, { html: { not: null } }],
    },
    data: { text: '', html: null },
  });
  return count;
}
