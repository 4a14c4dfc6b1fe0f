import { ERROR_CODES, PAYMENT_MESSAGES } from '@pango/shared';
import type { RequestHandler } from 'express';
import { actorOf } from '../../lib/auth.js';
import type { Db, DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { isActiveAt, loadSubscriptionState, trialExpiresAt } from './subscription-state.service.js';

/**
 * For landlord routes behind the subscription gate (seed 001 section 4: an expired subscription
 * blocks payments, tenants, and adding properties or units). Mount after requireAuth.
 */
export function requireActiveSubscription(deps: Deps): RequestHandler {
  return async (_req, res, next) => {
    const actor = actorOf(res);
    if (actor.role === 'landlord') {
      const now = nowOf(deps);
      // The session guard read the subscription with the sign-in; the counts are not needed here.
      const known = actor.subscription;
      const isActive = known
        ? isActiveAt(
            known.row ?? { isActive: true, expiresAt: trialExpiresAt(known.landlordCreatedAt) },
            now,
          )
        : (await loadSubscriptionState(deps.db, actor.userId, now)).isActive;
      if (!isActive) {
        throw new AppError(
          403,
          ERROR_CODES.subscriptionRequired,
          PAYMENT_MESSAGES.subscriptionExpiredDetail,
        );
      }
    }
    next();
  };
}

/** A tenant's rent payment: refused while their landlord's subscription is expired. */
export async function assertLandlordSubscriptionActive(
  db: Db | DbTx,
  landlordId: number,
  now: Date,
): Promise<void> {
  const state = await loadSubscriptionState(db, landlordId, now);
  if (!state.isActive) {
    throw new AppError(
      403,
      ERROR_CODES.subscriptionRequired,
      PAYMENT_MESSAGES.landlordSubscriptionExpired,
    );
  }
}
