import { Router } from 'express';
import { actorOf, requireAuth, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { getEmailDeliveryStatus } from './email-status.service.js';

/** GET /reminders/status/ (landlord): the last reminder run and the failed emails. */
export function emailStatusRoutes(deps: Deps): Router {
  const router = Router();
  router.get(
    '/reminders/status/',
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    async (_req, res) => {
      res.json(await getEmailDeliveryStatus(deps.db, actorOf(res).userId));
    },
  );
  return router;
}
