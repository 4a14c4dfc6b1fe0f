import { AuditLogQuerySchema } from '@pango/shared';
import { Router } from 'express';
import { actorOf, requireAuth, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { listAuditLog } from './list-audit-log.service.js';

/** /api/accounts/audit-log/: the landlord's own Activity log (Settings). */
export function auditLogRouter(deps: Deps): Router {
  const router = Router();
  const auth = requireAuth(deps.env.JWT_SECRET);

  router.get('/audit-log/', auth, requireRole('landlord'), async (req, res) => {
    const query = AuditLogQuerySchema.parse(req.query);
    res.json(await listAuditLog(deps, actorOf(res).userId, query));
  });

  return router;
}
