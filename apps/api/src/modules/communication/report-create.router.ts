import { Router } from 'express';
import { actorOf, requireAuth, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { createReport } from './report-create.service.js';

/** POST /communication/reports/create/: tenants only (a landlord's token answers 403). */
export function reportCreateRoutes(deps: Deps): Router {
  const router = Router();
  router.post(
    '/reports/create/',
    requireAuth(deps.env.JWT_SECRET),
    requireRole('tenant'),
    async (req, res) => {
      res.status(201).json(await createReport(deps, actorOf(res).userId, req.body));
    },
  );
  return router;
}
