import type { Deps } from '../../lib/deps.js';
import { nowOf } from '../../lib/deps.js';
import { confirmWithProvider } from './notifications.service.js';
import { providersOf } from './providers/registry.js';

// Notifications get lost (payments.md section 4): this asks the provider about payments still
// open, least recently looked at first, and gives up on those a day old. A payment the payer saw
// time out after 5 minutes stays open until then, so a late confirmation is still credited.

export const STALE_REASON = 'No confirmation from the provider';
const HOUR_MS = 60 * 60_000;

export type ReconcileOptions = { olderThanMs?: number; maxAgeMs?: number; limit?: number };
export type ReconcileSummary = {
  checked: number;
  completed: number;
  closed: number;
  expired: number;
};

export async function reconcilePendingPayments(
  deps: Deps,
  { olderThanMs = 20_000, maxAgeMs = 24 * HOUR_MS, limit = 50 }: ReconcileOptions = {},
): Promise<ReconcileSummary> {
  const now = nowOf(deps).getTime();
  const summary: ReconcileSummary = { checked: 0, completed: 0, closed: 0, expired: 0 };
  const open = await deps.db.payment.findMany({
    where: {
      status: { in: ['pending', 'processing'] },
      createdAt: { lte: new Date(now - olderThanMs) },
    },
    // Each query stores its answer, which moves updated_at: the queue rotates, nothing starves.
    orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }],
    take: limit,
  });
  for (const payment of open) {
    summary.checked += 1;
    const isStale = now - payment.createdAt.getTime() > maxAgeMs;
    let outcome: string = 'error';
    try {
      outcome = await confirmWithProvider(deps, payment);
    } catch (err) {
      deps.logger.warn({ err, paymentId: payment.id }, 'reconciliation status query failed');
      // To the back of the queue, so a provider that keeps failing on one payment blocks no other.
      await deps.db.payment.updateMany({
        where: { id: payment.id, status: { in: ['pending', 'processing'] } },
        data: { updatedAt: new Date(now) },
      });
    }
    if (outcome === 'completed') summary.completed += 1;
    else if (outcome === 'failed' || outcome === 'cancelled') summary.closed += 1;
    else if (isStale) {
      const { count } = await deps.db.payment.updateMany({
        where: { id: payment.id, status: { in: ['pending', 'processing'] } },
        data: { status: 'failed', failureReason: STALE_REASON },
      });
      summary.expired += count;
    }
  }
  if (summary.checked > 0) deps.logger.info(summary, 'payments reconciled');
  return summary;
}

/**
 * For `pnpm start` without a worker: reconciles in this process every `intervalMs` while some
 * payment kind uses the offline sandbox. Returns a stop function (call it on shutdown).
 */
export function startInProcessReconciler(deps: Deps, intervalMs = 30_000): () => void {
  if (!providersOf(deps).usesSandbox()) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePendingPayments(deps)
      .catch((err: unknown) => deps.logger.error({ err }, 'in-process reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
