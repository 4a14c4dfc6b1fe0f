import { Router } from 'express';
import { z } from 'zod';
import { actorOf, requireAuth } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { listOpenReports } from './reports-open.service.js';

const PageQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  page_size: z.coerce.number().int().positive().max(100).default(20),
});

/** GET /reports/open/ (landlord or tenant). */
export function reportsOpenRoutes(deps: Deps): Router {
  const router = Router();
  router.get('/reports/open/', requireAuth(deps.env.JWT_SECRET), async (req, res) => {
    const page = PageQuerySchema.parse(req.query);
    res.json(await listOpenReports(deps.db, actorOf(res), page));
  });
  return router;
}
