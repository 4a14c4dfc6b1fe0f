import { Router } from 'express';
import { IDEMPOTENCY_KEY_HEADER } from '@pango/shared';
import { actorOf, requireAuth, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { createReport } from './report-create.service.js';

/** POST /communication/reports/create/: tenants only (a landlord's token answers 403); honours
 * an Idempotency-Key header (ADR 043). */
export function reportCreateRoutes(deps: Deps): Router {
  const router = Router();
  router.post(
    '/reports/create/',
    requireAuth(deps.env.JWT_SECRET),
    requireRole('tenant'),
    async (req, res) => {
      const { report, created } = await createReport(
        deps,
        actorOf(res).userId,
        req.body,
        req.get(IDEMPOTENCY_KEY_HEADER),
      );
      // A repeat of an earlier key answers the first report: 200, not a second 201.
      res.status(created ? 201 : 200).json(report);
    },
  );
  return router;
}
