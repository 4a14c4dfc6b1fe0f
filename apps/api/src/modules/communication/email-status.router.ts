import { Router } from 'express';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { allPropertiesOnly } from '../../lib/route-access.js';
import { getEmailDeliveryStatus } from './email-status.service.js';

/** GET /reminders/status/ (landlord): the last reminder run and the failed emails. */
export function emailStatusRoutes(deps: Deps): Router {
  const router = Router();
  router.get(
    '/reminders/status/',
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requirePermission('settings.manage'),
    allPropertiesOnly(),
    async (_req, res) => {
      res.json(await getEmailDeliveryStatus(deps.db, actorOf(res).userId));
    },
  );
  return router;
}
