import { Router } from 'express';
import { DepositListQuerySchema } from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { scopedPropertyFilter } from '../../lib/route-access.js';
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

  router.get('/deposits/', ...landlord, requirePermission('money.read'), async (req, res) => {
    const query = DepositListQuerySchema.parse(req.query);
    const property_id = scopedPropertyFilter(actorOf(res), query.property_id);
    res.json(await listDeposits(deps, actorOf(res).userId, { ...query, property_id }));
  });

  return router;
}
