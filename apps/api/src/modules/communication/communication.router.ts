import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';
import { reminderSettingsRoutes } from './reminder-settings.routes.js';
import { reportsOpenRoutes } from './reports-open.routes.js';
import { smsInterestRoutes } from './sms-interest.routes.js';

/**
 * /api/communication: reports (the open count for now), reminder settings, SMS interest. Each part
 * is its own routes file so the reports module can grow beside them.
 */
export function communicationRouter(deps: Deps): Router {
  const router = Router();
  router.use(reportsOpenRoutes(deps));
  router.use(reminderSettingsRoutes(deps));
  router.use(smsInterestRoutes(deps));
  return router;
}
