import {
  ConfirmEmailChangeSchema,
  idSchema,
  UpdateAccountSchema,
  UpdateTillNumberSchema,
} from '@pango/shared';
import { Router } from 'express';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { allPropertiesOnly } from '../../lib/route-access.js';
import { notFound } from '../../lib/errors.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { MINUTE_MS, perAddressLimit, retryAfterHeader } from '../../lib/rate-limit.js';
import { confirmEmailChange } from './email-change.service.js';
import { getTillNumber, updateTillNumber } from './till-number.service.js';
import { updateAccount } from './update-account.service.js';

const UserIdSchema = idSchema();

/** /api/accounts: the user's account information and the landlord's till number. */
export function accountSettingsRouter(deps: Deps): Router {
  const router = Router();
  const auth = requireAuth(deps.env.JWT_SECRET);

  router.put('/users/:id/update/', auth, async (req, res) => {
    const id = UserIdSchema.safeParse(req.params.id);
    if (!id.success) throw notFound('User not found.');
    const input = UpdateAccountSchema.parse(req.body ?? {});
    res.json(await updateAccount(deps, actorOf(res), id.data, input, publicOrigin(deps.env, req)));
  });

  // Public: the token mailed to the new address is the credential (issue 17, item 6). Limited per
  // address so the 256-bit tokens cannot be guessed at volume.
  const confirmLimiter = perAddressLimit(deps, {
    name: 'email-change-confirm',
    max: 30,
    windowMs: 15 * MINUTE_MS,
  });
  router.post('/email-change/confirm/', confirmLimiter, async (req, res) => {
    const { token } = ConfirmEmailChangeSchema.parse(req.body ?? {});
    res.json(await confirmEmailChange(deps, token));
  });

  // The landlord's payment set-up (issue 23, ADR 038).
  const settings = [
    auth,
    requireRole('landlord'),
    requirePermission('settings.manage'),
    allPropertiesOnly(),
  ];
  router.get('/till-number/', ...settings, async (_req, res) => {
    res.json(await getTillNumber(deps.db, actorOf(res).userId));
  });

  router.patch('/till-number/update/', ...settings, async (req, res) => {
    const { mpesa_till_number } = UpdateTillNumberSchema.parse(req.body ?? {});
    res.json(await updateTillNumber(deps.db, actorOf(res).userId, mpesa_till_number));
  });

  router.use(retryAfterHeader);
  return router;
}
