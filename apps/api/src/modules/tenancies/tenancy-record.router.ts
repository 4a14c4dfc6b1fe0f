import { Router } from 'express';
import { z } from 'zod';
import { idSchema } from '@pango/shared';
import { actorOf, requireAuth, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { landlordNeeds, param, rowInScope } from '../../lib/route-access.js';
import { requireActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { renderFinalStatement } from './final-statement.service.js';
import { getTenancyRecord } from './tenancy-read.service.js';
import { listTenantTenancies } from './tenant-tenancies.service.js';

const IdParam = z.object({ id: idSchema() });

/** A tenancy read as a record: its summary, its final statement (PDF), the tenant's own list. */
export function tenancyRecordRouter(deps: Deps): Router {
  const router = Router();
  const auth = requireAuth(deps.env.JWT_SECRET);
  // The tenant and their landlord both read these; the subscription gate applies to landlords only.
  const reader = [auth, requireActiveSubscription(deps)];
  // Issue 23 (ADR 038): a member needs the permission and the tenancy's property.
  const tenancy = rowInScope(deps, 'tenancy', param());

  router.get(
    '/tenancies/:id/',
    ...reader,
    landlordNeeds('tenants.private'),
    tenancy,
    async (req, res) => {
      res.json(await getTenancyRecord(deps, actorOf(res), IdParam.parse(req.params).id));
    },
  );

  router.get(
    '/tenancies/:id/final-statement/',
    ...reader,
    landlordNeeds('money.read'),
    tenancy,
    async (req, res) => {
      const statement = await renderFinalStatement(
        deps,
        actorOf(res),
        IdParam.parse(req.params).id,
      );
      res.setHeader('Cache-Control', 'private, no-store');
      res.attachment(statement.filename);
      res.type('application/pdf');
      res.send(statement.pdf);
    },
  );

  router.get('/tenant/tenancies/', auth, requireRole('tenant'), async (_req, res) => {
    res.json(await listTenantTenancies(deps, actorOf(res).userId));
  });

  return router;
}
