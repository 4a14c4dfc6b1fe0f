import { Router } from 'express';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { visibleTo } from '../../lib/route-access.js';
import { getPlanRoom } from './plan-limits.js';
import { getSubscriptionStatus } from './subscription-state.service.js';

/** /api/accounts/subscription/...: the landlord's subscription status. */
export function subscriptionsRouter(deps: Deps): Router {
  const router = Router();
  router.get(
    '/subscription/status/',
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    // Every role needs to know whether the account is active (issue 23, ADR 038); the price
    // only with money.read.
    requirePermission('properties.read'),
    async (_req, res) => {
      const status = await getSubscriptionStatus(deps.db, actorOf(res).userId, nowOf(deps));
      res.json(visibleTo(actorOf(res), status));
    },
  );
  // Read by the property form and bulk add before they create anything (issue 17).
  router.get(
    '/subscription/limits/',
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requirePermission('properties.write'),
    async (_req, res) => {
      res.json(await getPlanRoom(deps.db, actorOf(res).userId, nowOf(deps)));
    },
  );
  return router;
}
