import { Router } from 'express';
import { z } from 'zod';
import { idSchema, TenancyHistoryQuerySchema } from '@pango/shared';
import { actorOf, requireAuth, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
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

  router.get('/tenants/:id/tenancies/', ...landlord, async (req, res) => {
    const { id } = IdParam.parse(req.params);
    const query = TenancyHistoryQuerySchema.parse(req.query);
    res.json(await listTenantTenancies(deps, actorOf(res).userId, id, query));
  });

  router.get('/units/:id/tenancies/', ...landlord, async (req, res) => {
    const { id } = IdParam.parse(req.params);
    const query = TenancyHistoryQuerySchema.parse(req.query);
    res.json(await listUnitTenancies(deps, actorOf(res).userId, id, query));
  });

  return router;
}
