import { Router } from 'express';
import { DepositListQuerySchema } from '@pango/shared';
import { actorOf, requireAuth, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { requireActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { listDeposits } from './deposits.service.js';

/** GET /api/accounts/deposits/: the deposits a landlord holds, per tenancy (issue 18 item 2). */
export function depositsRouter(deps: Deps): Router {
  const router = Router();
  const landlord = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requireActiveSubscription(deps),
  ];

  router.get('/deposits/', ...landlord, async (req, res) => {
    const query = DepositListQuerySchema.parse(req.query);
    res.json(await listDeposits(deps, actorOf(res).userId, query));
  });

  return router;
}
