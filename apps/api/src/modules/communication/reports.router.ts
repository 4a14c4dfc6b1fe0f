import {
  idSchema,
  ReportListQuerySchema,
  SendEmailSchema,
  UpdateReportStatusSchema,
} from '@pango/shared';
import { Router } from 'express';
import { z } from 'zod';
import { actorOf, requireAuth, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { requireActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { getReportAnalytics } from './report-analytics.service.js';
import { listReports, updateReportStatus } from './reports.service.js';
import { sendEmailToTenants } from './send-email.service.js';

const IdParamSchema = z.object({ id: idSchema() });
const AnalyticsQuerySchema = ReportListQuerySchema.pick({ property_id: true });

/** Reports and Issues (gated screen): lists for both roles, changes and analytics for landlords. */
export function reportsRoutes(deps: Deps): Router {
  const router = Router();
  const signedIn = [requireAuth(deps.env.JWT_SECRET), requireActiveSubscription(deps)];
  const landlord = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requireActiveSubscription(deps),
  ];
  router.get('/reports/', ...signedIn, async (req, res) => {
    const query = ReportListQuerySchema.parse(req.query);
    res.json(await listReports(deps.db, actorOf(res), query));
  });
  router.get('/reports/resolved/', ...signedIn, async (req, res) => {
    const query = ReportListQuerySchema.parse({ ...req.query, status: 'resolved' });
    res.json(await listReports(deps.db, actorOf(res), query));
  });
  router.get('/reports/analytics/', ...landlord, async (req, res) => {
    const { property_id } = AnalyticsQuerySchema.parse(req.query);
    res.json(await getReportAnalytics(deps, actorOf(res).userId, property_id));
  });
  router.patch('/reports/:id/update-status/', ...landlord, async (req, res) => {
    const { id } = IdParamSchema.parse(req.params);
    const { status } = UpdateReportStatusSchema.parse(req.body ?? {});
    res.json(await updateReportStatus(deps, actorOf(res).userId, id, status));
  });
  router.post('/reports/send-email/', ...landlord, async (req, res) => {
    const input = SendEmailSchema.parse(req.body ?? {});
    res.json(await sendEmailToTenants(deps, actorOf(res).userId, input));
  });
  return router;
}
