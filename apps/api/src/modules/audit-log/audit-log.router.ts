import { AuditLogQuerySchema } from '@pango/shared';
import { Router } from 'express';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { allPropertiesOnly } from '../../lib/route-access.js';
import { listAuditLog } from './list-audit-log.service.js';

/** /api/accounts/audit-log/: the landlord's own Activity log (Settings). */
export function auditLogRouter(deps: Deps): Router {
  const router = Router();
  const auth = requireAuth(deps.env.JWT_SECRET);

  // The whole account's activity (issue 23, ADR 038): not cut to some properties.
  const reader = [
    auth,
    requireRole('landlord'),
    requirePermission('audit.read'),
    allPropertiesOnly(),
  ];
  router.get('/audit-log/', ...reader, async (req, res) => {
    const query = AuditLogQuerySchema.parse(req.query);
    res.json(await listAuditLog(deps, actorOf(res).userId, query));
  });

  return router;
}
