import type { Router } from 'express';
import { PayoutsQuerySchema } from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../../lib/auth.js';
import type { Deps } from '../../../lib/deps.js';
import { allPropertiesOnly } from '../../../lib/route-access.js';
import { getCollectionSettings, listPayouts, saveCollectionSettings } from './payouts.service.js';

/** /api/payments/payouts/...: where rent lands, and what Pango collected for the landlord. */
export function payoutRoutes(router: Router, deps: Deps): void {
  // Payouts are landlord-wide (issue 23, ADR 038).
  const landlord = [requireAuth(deps.env.JWT_SECRET), requireRole('landlord'), allPropertiesOnly()];
  const settings = [...landlord, requirePermission('settings.manage')];
  router.get('/payouts/settings/', ...settings, async (_req, res) => {
    res.json(await getCollectionSettings(deps, actorOf(res).userId));
  });
  router.put('/payouts/settings/', ...settings, async (req, res) => {
    res.json(await saveCollectionSettings(deps, actorOf(res).userId, req.body ?? {}));
  });
  router.get('/payouts/', ...landlord, requirePermission('money.read'), async (req, res) => {
    const { page } = PayoutsQuerySchema.parse(req.query);
    res.json(await listPayouts(deps, actorOf(res).userId, page));
  });
}
