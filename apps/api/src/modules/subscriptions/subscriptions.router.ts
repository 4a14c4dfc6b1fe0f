import { Router } from 'express';
import { actorOf, requireAuth, requireRole } from '../../lib/auth.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { getPlanRoom } from './plan-limits.js';
import { getSubscriptionStatus } from './subscription-state.service.js';

/** /api/accounts/subscription/...: the landlord's subscription status. */
export function subscriptionsRouter(deps: Deps): Router {
  const router = Router();
  router.get(
    '/subscription/status/',
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    async (_req, res) => {
      res.json(await getSubscriptionStatus(deps.db, actorOf(res).userId, nowOf(deps)));
    },
  );
  // Read by the property form and bulk add before they create anything (issue 17).
  router.get(
    '/subscription/limits/',
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    async (_req, res) => {
      res.json(await getPlanRoom(deps.db, actorOf(res).userId, nowOf(deps)));
    },
  );
  return router;
}
