import { Router } from 'express';
import { OpenReportsQuerySchema } from '@pango/shared';
import { actorOf, requireAuth } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { landlordNeeds } from '../../lib/route-access.js';
import { listOpenReports } from './reports-open.service.js';

/** GET /reports/open/ (landlord or tenant). */
export function reportsOpenRoutes(deps: Deps): Router {
  const router = Router();
  const reader = [requireAuth(deps.env.JWT_SECRET), landlordNeeds('reports.read')];
  router.get('/reports/open/', ...reader, async (req, res) => {
    const query = OpenReportsQuerySchema.parse(req.query);
    res.json(await listOpenReports(deps.db, actorOf(res), query));
  });
  return router;
}
