import type { Router } from 'express';
import { z } from 'zod';
import { AttachDepositSchema, idSchema, RefundDepositSchema } from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { allPropertiesOnly } from '../../lib/route-access.js';
import { requireActiveSubscription } from '../subscriptions/subscriptions.service.js';
import {
  attachUnclaimedDeposit,
  listUnclaimedDeposits,
  refundUnclaimedDeposit,
} from './unclaimed-deposits.service.js';

const IdParamSchema = z.object({ id: idSchema() });

/** The landlord's queue "Deposit received, signup not finished" (docs/decisions/018). */
export function unclaimedDepositRoutes(router: Router, deps: Deps): void {
  const landlord = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requireActiveSubscription(deps),
    // Signup deposits not yet tied to a unit: landlord-wide (issue 23, ADR 038).
    allPropertiesOnly(),
  ];

  router.get(
    '/unclaimed-deposits/',
    ...landlord,
    requirePermission('money.read'),
    async (_req, res) => {
      res.json(await listUnclaimedDeposits(deps, actorOf(res).userId));
    },
  );

  const attach = [...landlord, requirePermission('payments.record')];
  router.post('/unclaimed-deposits/:id/attach/', ...attach, async (req, res) => {
    const { id } = IdParamSchema.parse(req.params);
    const input = AttachDepositSchema.parse(req.body ?? {});
    res.json(await attachUnclaimedDeposit(deps, actorOf(res).userId, id, input));
  });

  const refund = [...landlord, requirePermission('ledger.adjust')];
  router.post('/unclaimed-deposits/:id/refund/', ...refund, async (req, res) => {
    const { id } = IdParamSchema.parse(req.params);
    const input = RefundDepositSchema.parse(req.body ?? {});
    res.json(await refundUnclaimedDeposit(deps, actorOf(res).userId, id, input));
  });
}
