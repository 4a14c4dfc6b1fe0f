import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';
import { emailStatusRoutes } from './email-status.router.js';
import { reminderSettingsRoutes } from './reminder-settings.router.js';
import { reportCreateRoutes } from './report-create.router.js';
import { reportNotesRoutes } from './report-notes.router.js';
import { reportsOpenRoutes } from './reports-open.router.js';
import { reportsRoutes } from './reports.router.js';
import { smsInterestRoutes } from './sms-interest.router.js';
import { tenantEmailRoutes } from './tenant-email.router.js';

/**
 * /api/communication: reports (lists, status, notes and photos, analytics, the email sender), tenant invoices and
 * messages, reminder settings and email delivery status, SMS interest. Each part is its own routes file.
 */
export function communicationRouter(deps: Deps): Router {
  const router = Router();
  router.use(reportsOpenRoutes(deps));
  router.use(reportCreateRoutes(deps));
  router.use(reportsRoutes(deps));
  router.use(reportNotesRoutes(deps));
  router.use(tenantEmailRoutes(deps));
  router.use(reminderSettingsRoutes(deps));
  router.use(emailStatusRoutes(deps));
  router.use(smsInterestRoutes(deps));
  return router;
}
