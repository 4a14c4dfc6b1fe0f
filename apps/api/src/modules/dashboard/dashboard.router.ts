import { optionalIdSchema } from '@pango/shared';
import { Router } from 'express';
import { z } from 'zod';
import { actorOf, requireAuth, requireRole } from '../../lib/auth.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { getDashboardStats } from './dashboard.service.js';

const DashboardQuerySchema = z.object({
  // `?property_id=` (empty) means all properties, as the top bar sends it before one is chosen.
  property_id: optionalIdSchema(),
});

/** /api/accounts/dashboard/: the landlord dashboard's figures in one call (not subscription-gated). */
export function dashboardRouter(deps: Deps): Router {
  const router = Router();
  router.get(
    '/dashboard/',
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    async (req, res) => {
      const { property_id } = DashboardQuerySchema.parse(req.query);
      res.json(
        await getDashboardStats(deps.db, deps.env, actorOf(res).userId, property_id, nowOf(deps)),
      );
    },
  );
  return router;
}
