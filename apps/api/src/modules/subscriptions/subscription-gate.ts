import { ERROR_CODES, PAYMENT_MESSAGES } from '@pango/shared';
import type { RequestHandler } from 'express';
import { actorOf } from '../../lib/auth.js';
import type { Db, DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { loadSubscriptionState } from './subscription-state.service.js';

/**
 * For landlord routes behind the subscription gate (seed 001 section 4: an expired subscription
 * blocks payments, tenants, and adding properties or units). Mount after requireAuth.
 */
export function requireActiveSubscription(deps: Deps): RequestHandler {
  return async (_req, res, next) => {
    const actor = actorOf(res);
    if (actor.role === 'landlord') {
      const state = await loadSubscriptionState(deps.db, actor.userId, nowOf(deps));
      if (!state.isActive) {
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
