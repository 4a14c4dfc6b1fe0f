import { Router } from 'express';
import { z } from 'zod';
import { idSchema, TenancyHistoryQuerySchema } from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { param, rowInScope } from '../../lib/route-access.js';
import { requireActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { listTenantTenancies, listUnitTenancies } from './tenancy-history.service.js';

const IdParam = z.object({ id: idSchema() });

/** A tenant's tenancies and a unit's history (issue 18 items 1 and 6). Landlords only. */
export function tenancyHistoryRouter(deps: Deps): Router {
  const router = Router();
  const landlord = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requireActiveSubscription(deps),
  ];
  // Tenancy records (issue 23, ADR 038).
  const records = [...landlord, requirePermission('tenants.private')];

  router.get(
    '/tenants/:id/tenancies/',
    ...records,
    rowInScope(deps, 'tenant', param()),
    async (req, res) => {
      const { id } = IdParam.parse(req.params);
      const query = TenancyHistoryQuerySchema.parse(req.query);
      res.json(await listTenantTenancies(deps, actorOf(res).userId, id, query));
    },
  );

  router.get(
    '/units/:id/tenancies/',
    ...records,
    rowInScope(deps, 'unit', param()),
    async (req, res) => {
      const { id } = IdParam.parse(req.params);
      const query = TenancyHistoryQuerySchema.parse(req.query);
      res.json(await listUnitTenancies(deps, actorOf(res).userId, id, query));
    },
  );

  return router;
}
