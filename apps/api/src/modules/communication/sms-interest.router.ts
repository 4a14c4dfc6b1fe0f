import { SmsInterestSchema } from '@pango/shared';
import { Router } from 'express';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { allPropertiesOnly } from '../../lib/route-access.js';
import { listSmsInterest, registerSmsInterest } from './sms-interest.service.js';

/** GET and POST /sms-interest/ (landlord): Register Interest on the SMS Credits screen. */
export function smsInterestRoutes(deps: Deps): Router {
  const router = Router();
  const landlordOnly = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    // Landlord-wide (issue 23, ADR 038).
    requirePermission('subscription.manage'),
    allPropertiesOnly(),
  ];
  router.get('/sms-interest/', ...landlordOnly, async (_req, res) => {
    res.json(await listSmsInterest(deps, actorOf(res).userId));
  });
  router.post('/sms-interest/', ...landlordOnly, async (req, res) => {
    const { pack } = SmsInterestSchema.parse(req.body ?? {});
    const registered = await registerSmsInterest(deps, actorOf(res).userId, pack);
    res.status(registered.is_new ? 201 : 200).json(registered);
  });
  return router;
}
