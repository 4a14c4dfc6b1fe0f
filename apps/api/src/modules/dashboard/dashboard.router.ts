import { DashboardChartsQuerySchema, optionalIdSchema } from '@pango/shared';
import { Router } from 'express';
import { z } from 'zod';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { scopedPropertyFilter, visibleTo } from '../../lib/route-access.js';
import { getDashboardCharts } from './dashboard-charts.service.js';
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
    // Issue 23 (ADR 038): every role sees the dashboard of its properties; money only with
    // money.read.
    requirePermission('properties.read'),
    async (req, res) => {
      const { property_id } = DashboardQuerySchema.parse(req.query);
      const actor = actorOf(res);
      const scope = scopedPropertyFilter(actor, property_id);
      const stats = await getDashboardStats(deps.db, deps.env, actor.userId, scope, nowOf(deps));
      res.json(visibleTo(actor, stats));
    },
  );
  // Issue 24 item 1: the dashboard's charts are money (billed, collected): a caretaker gets 403,
  // a member limited to some properties sees theirs (404 for any other, as another landlord's).
  router.get(
    '/dashboard/charts/',
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requirePermission('money.read'),
    async (req, res) => {
      const { property_id } = DashboardChartsQuerySchema.parse(req.query);
      const actor = actorOf(res);
      const scope = scopedPropertyFilter(actor, property_id);
      res.json(await getDashboardCharts(deps.db, deps.env, actor.userId, scope, nowOf(deps)));
    },
  );
  return router;
}
