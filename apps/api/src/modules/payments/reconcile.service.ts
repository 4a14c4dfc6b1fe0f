import type { Deps } from '../../lib/deps.js';
import { nowOf } from '../../lib/deps.js';
import { STALE_REASON } from './confirm-payment.service.js';
import { confirmWithProvider } from './notifications.service.js';
import { ProviderUnansweredError } from './providers/provider.js';
import { providersOf } from './providers/registry.js';

// Notifications get lost (payments.md section 4): this asks the provider about payments still
// open, least recently looked at first, and gives up on those a day old. A payment the payer saw
// time out after 5 minutes stays open until then, so a late confirmation is still credited.
// A payment whose provider is not configured here (an M-Pesa payment without MPESA_* credentials)
// cannot be asked about: it is skipped quietly and only closed once it is that old.

export { STALE_REASON };
const HOUR_MS = 60 * 60_000;

export type ReconcileOptions = { olderThanMs?: number; maxAgeMs?: number; limit?: number };
export type ReconcileSummary = {
  checked: number;
  completed: number;
  closed: number;
  expired: number;
  /** Open payments whose provider is not configured: not asked about. */
  skipped: number;
};

export async function reconcilePendingPayments(
  deps: Deps,
  { olderThanMs = 20_000, maxAgeMs = 24 * HOUR_MS, limit = 50 }: ReconcileOptions = {},
): Promise<ReconcileSummary> {
  const now = nowOf(deps).getTime();
  const summary: ReconcileSummary = {
    checked: 0,
    completed: 0,
    closed: 0,
    expired: 0,
    skipped: 0,
  };
  const providers = providersOf(deps);
  const open = await deps.db.payment.findMany({
    where: {
      status: { in: ['pending', 'processing'] },
      createdAt: { lte: new Date(now - olderThanMs) },
    },
    // Each query stores its answer, which moves updated_at: the queue rotates, nothing starves.
    orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }],
    take: limit,
  });
  // To the back of the queue, so a payment that cannot be settled now blocks no other.
  const requeue = (id: number) =>
    deps.db.payment.updateMany({
      where: { id, status: { in: ['pending', 'processing'] } },
      data: { updatedAt: new Date(now) },
    });
  // A provider that did not answer (a time-out, a refused connection) is not asked again this pass:
  // fifty of its payments would otherwise hold the pass for fifty time-outs (ADR 035). Its other
  // payments keep their place and are asked first next pass.
  const unanswered = new Set<string>();
  for (const payment of open) {
    const isStale = now - payment.createdAt.getTime() > maxAgeMs;
    let outcome: string = 'error';
    // A landlord's own app is asked with their credentials (a removal makes the query throw).
    if (!payment.collectedByLandlord && !providers.canServe(payment)) {
      summary.skipped += 1;
      outcome = 'skipped';
      deps.logger.debug(
        { paymentId: payment.id, provider: payment.provider },
        'reconciliation skipped: provider not configured',
      );
      if (!isStale) await requeue(payment.id);
    } else if (unanswered.has(payment.provider)) {
      outcome = 'deferred';
    } else {
      summary.checked += 1;
      try {
        outcome = await confirmWithProvider(deps, payment);
      } catch (err) {
        deps.logger.warn({ err, paymentId: payment.id }, 'reconciliation status query failed');
        if (err instanceof ProviderUnansweredError) unanswered.add(payment.provider);
        await requeue(payment.id);
      }
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
  // Info only when something changed: a quiet pass every 30 s would otherwise fill the log.
  const changed = summary.completed + summary.closed + summary.expired > 0;
  if (changed) deps.logger.info(summary, 'payments reconciled');
  else if (open.length > 0) deps.logger.debug(summary, 'payments reconciled');
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
