import type { Router } from 'express';
import { z } from 'zod';
import { idSchema, ManualPaymentSchema } from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { bodyField, landlordNeeds, param, rowInScope } from '../../lib/route-access.js';
import { requireActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { recordManualPayment } from './manual-payment.service.js';
import { getReceiptFile } from './receipt-file.service.js';

const IdParamSchema = z.object({ id: idSchema() });

/** Payments recorded by hand, and the receipt of any credited payment (issue 19 items 7, 8). */
export function manualPaymentRoutes(router: Router, deps: Deps): void {
  const auth = requireAuth(deps.env.JWT_SECRET);

  router.post(
    '/manual/',
    auth,
    requireRole('landlord'),
    requireActiveSubscription(deps),
    // Issue 23 (ADR 038): the tenant paid for must be on one of a member's properties.
    requirePermission('payments.record'),
    rowInScope(deps, 'tenant', bodyField('tenant_id')),
    async (req, res) => {
      const input = ManualPaymentSchema.parse(req.body ?? {});
      res.status(201).json(await recordManualPayment(deps, actorOf(res).userId, input));
    },
  );

  // The tenant may fetch their own receipts too; the subscription gate only applies to landlords.
  const receipt = [landlordNeeds('money.read'), rowInScope(deps, 'payment', param())];
  router.get(
    '/:id/receipt/',
    auth,
    requireActiveSubscription(deps),
    ...receipt,
    async (req, res) => {
      const { id } = IdParamSchema.parse(req.params);
      const file = await getReceiptFile(deps, actorOf(res), id);
      res.setHeader('Cache-Control', 'private, no-store');
      res.type('application/pdf');
      res.attachment(file.name);
      res.send(file.bytes);
    },
  );
}
