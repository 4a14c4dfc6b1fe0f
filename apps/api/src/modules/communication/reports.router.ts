import {
  can,
  idSchema,
  ReportListQuerySchema,
  SendEmailSchema,
  UpdateReportStatusSchema,
} from '@pango/shared';
import { Router } from 'express';
import { z } from 'zod';
import {
  actorOf,
  adminRoleOf,
  requireAuth,
  requirePermission,
  requireRole,
} from '../../lib/auth.js';
import { forbidden } from '../../lib/errors.js';
import type { Deps } from '../../lib/deps.js';
import {
  bodyField,
  landlordNeeds,
  param,
  rowInScope,
  scopedPropertyFilter,
} from '../../lib/route-access.js';
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
  // Issue 23 (ADR 038): each route's permission, and the property its row lies on.
  const readReports = landlordNeeds('reports.read');
  const report = rowInScope(deps, 'report', param());
  const chosenTenants = rowInScope(deps, 'tenant', bodyField('tenants'));
  router.get('/reports/', ...signedIn, readReports, async (req, res) => {
    const query = ReportListQuerySchema.parse(req.query);
    res.json(await listReports(deps, actorOf(res), query));
  });
  router.get('/reports/resolved/', ...signedIn, readReports, async (req, res) => {
    const query = ReportListQuerySchema.parse({ ...req.query, status: 'resolved' });
    res.json(await listReports(deps, actorOf(res), query));
  });
  router.get('/reports/analytics/', ...landlord, readReports, async (req, res) => {
    const { property_id } = AnalyticsQuerySchema.parse(req.query);
    const scope = scopedPropertyFilter(actorOf(res), property_id);
    res.json(await getReportAnalytics(deps, actorOf(res).userId, scope));
  });
  const update = [...landlord, requirePermission('reports.update'), report];
  router.patch('/reports/:id/update-status/', ...update, async (req, res) => {
    const { id } = IdParamSchema.parse(req.params);
    const { status, repair_cost } = UpdateReportStatusSchema.parse(req.body ?? {});
    // A repair cost is an expense (issue 24): a role that may not record expenses (a caretaker,
    // who sees no money) may still resolve the report, but not with a cost.
    if (repair_cost !== undefined && !can(adminRoleOf(actorOf(res)), 'expenses.write'))
      throw forbidden();
    res.json(await updateReportStatus(deps, actorOf(res).userId, id, status, repair_cost));
  });
  const announce = [...landlord, requirePermission('announcements.send'), chosenTenants];
  router.post('/reports/send-email/', ...announce, async (req, res) => {
    const input = SendEmailSchema.parse(req.body ?? {});
    // "All tenants" of a member limited to chosen properties: those properties' tenants.
    const property_id = scopedPropertyFilter(actorOf(res), input.property_id);
    res.json(await sendEmailToTenants(deps, actorOf(res).userId, { ...input, property_id }));
  });
  return router;
}
