import { Router } from 'express';
import { z } from 'zod';
import { GiveNoticeSchema, idSchema } from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { param, rowInScope } from '../../lib/route-access.js';
import { requireActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { giveNotice, recordNotice } from './notice.service.js';

const IdParam = z.object({ id: idSchema() });

/** Notice to move out (issue 18 item 3): given by the tenant, or recorded by their landlord. */
export function noticeRouter(deps: Deps): Router {
  const router = Router();
  const auth = requireAuth(deps.env.JWT_SECRET);

  router.post('/tenant/notice/', auth, requireRole('tenant'), async (req, res) => {
    const input = GiveNoticeSchema.parse(req.body ?? {});
    res.json(await giveNotice(deps, actorOf(res).userId, input));
  });

  // Behind the subscription gate like the landlord's other tenant actions (seed 001).
  const landlord = [auth, requireRole('landlord'), requireActiveSubscription(deps)];
  router.post(
    '/tenants/:id/notice/',
    ...landlord,
    requirePermission('tenants.manage'),
    rowInScope(deps, 'tenant', param()),
    async (req, res) => {
      const { id } = IdParam.parse(req.params);
      const input = GiveNoticeSchema.parse(req.body ?? {});
      res.json(await recordNotice(deps, actorOf(res).userId, id, input));
    },
  );
  return router;
}
