import { Router } from 'express';
import { OpenReportsQuerySchema } from '@pango/shared';
import { actorOf, requireAuth } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { listOpenReports } from './reports-open.service.js';

/** GET /reports/open/ (landlord or tenant). */
export function reportsOpenRoutes(deps: Deps): Router {
  const router = Router();
  router.get('/reports/open/', requireAuth(deps.env.JWT_SECRET), async (req, res) => {
    const query = OpenReportsQuerySchema.parse(req.query);
    res.json(await listOpenReports(deps.db, actorOf(res), query));
  });
  return router;
}
