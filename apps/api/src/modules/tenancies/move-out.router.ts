import { Router } from 'express';
import { z } from 'zod';
import { DepositRefundInputSchema, idSchema, MoveOutInputSchema } from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { param, rowInScope } from '../../lib/route-access.js';
import { requireActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { recordDepositRefund } from './deposit-refund.service.js';
import { moveOutTenant } from './move-out.service.js';
import { addTenancyPhoto, tenancyPhotoUpload } from './tenancy-photos.service.js';

const IdParam = z.object({ id: idSchema() });

/**
 * Move-out with its settlement, its photos, and the deposit refund recorded after it (issue 18
 * items 4-5).
 */
export function moveOutRouter(deps: Deps): Router {
  const router = Router();
  const landlord = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requireActiveSubscription(deps),
  ];
  // Issue 23 (ADR 038): each route's permission, and the property its row lies on.
  const tenancy = rowInScope(deps, 'tenancy', param());

  router.post(
    '/tenants/:id/move-out/',
    ...landlord,
    requirePermission('tenants.manage'),
    rowInScope(deps, 'tenant', param()),
    async (req, res) => {
      const { id } = IdParam.parse(req.params);
      const input = MoveOutInputSchema.parse(req.body);
      res.json(await moveOutTenant(deps, actorOf(res).userId, id, input));
    },
  );

  router.post(
    '/tenancies/:id/deposit-refund/',
    ...landlord,
    requirePermission('ledger.adjust'),
    tenancy,
    async (req, res) => {
      const { id } = IdParam.parse(req.params);
      const input = DepositRefundInputSchema.parse(req.body);
      res.json(await recordDepositRefund(deps, actorOf(res).userId, id, input));
    },
  );

  // Multipart, one photo a request; the ownership check runs before the file is looked at.
  const photos = [...landlord, requirePermission('tenants.manage'), tenancy];
  router.post('/tenancies/:id/photos/', ...photos, tenancyPhotoUpload, async (req, res) => {
    const { id } = IdParam.parse(req.params);
    res.status(201).json(await addTenancyPhoto(deps, actorOf(res).userId, id, req.file));
  });

  return router;
}
