import { LIFETIME_PLAN, isPlanName, type PlanName } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { DbTx } from '../../lib/db.js';

const PERIOD_MS = 30 * 24 * 60 * 60_000;

export type SubscriptionPaymentRef = {
  id: number;
  landlordId: number;
  subscriptionPlan: string;
  completedAt: Date;
};

/**
 * Called by the payments core inside the transaction that credits a completed subscription
 * payment. A monthly plan adds 30 days to a still-running expiry (renewing early loses nothing),
 * else 30 days from now; the lifetime plan never expires. Idempotent per payment: the audit row
 * written here is the record that this payment was applied.
 */
export async function activateSubscriptionPayment(
  tx: DbTx,
  payment: SubscriptionPaymentRef,
  now: Date,
): Promise<void> {
  const plan = payment.subscriptionPlan;
  if (!isPlanName(plan) || plan === 'free') {
    throw new Error(`Payment ${payment.id} has no purchasable plan: ${plan}`);
  }
  const applied = await tx.auditLog.findFirst({
    where: {
      action: AUDIT_ACTIONS.subscriptionActivated,
      entityType: 'payment',
      entityId: String(payment.id),
    },
    select: { id: true },
  });
  if (applied) return;

  const expiresAt = await writeSubscription(tx, payment, plan, now);
  await recordAudit(tx, {
    actorId: payment.landlordId,
    action: AUDIT_ACTIONS.subscriptionActivated,
    entityType: 'payment',
    entityId: payment.id,
    data: { plan, expires_at: expiresAt?.toISOString() ?? null },
  });
}

// Compare-and-set on the previous expiry, so two different payments completing at once for the
// same landlord both extend it rather than one overwriting the other.
async function writeSubscription(
  tx: DbTx,
  payment: SubscriptionPaymentRef,
  plan: PlanName,
  now: Date,
): Promise<Date | null> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await tx.subscription.findUnique({
      where: { landlordId: payment.landlordId },
      select: { id: true, isActive: true, expiresAt: true },
    });
    const expiresAt = nextExpiry(plan, current, now);
    const data = { plan, isActive: true, expiresAt, lastPaymentId: payment.id };
    if (!current) {
      await tx.subscription.create({
        data: { ...data, landlordId: payment.landlordId, startedAt: now },
      });
      return expiresAt;
    }
    const { count } = await tx.subscription.updateMany({
      where: { id: current.id, expiresAt: current.expiresAt },
      data,
    });
    if (count === 1) return expiresAt;
  }
  throw new Error(`Subscription of landlord ${payment.landlordId} kept changing`);
}

function nextExpiry(
  plan: PlanName,
  current: { isActive: boolean; expiresAt: Date | null } | null,
  now: Date,
): Date | null {
  if (plan === LIFETIME_PLAN.plan) return null;
  const running =
    current?.isActive && current.expiresAt && current.expiresAt.getTime() > now.getTime();
  const from = running && current.expiresAt ? current.expiresAt : now;
  return new Date(from.getTime() + PERIOD_MS);
}
