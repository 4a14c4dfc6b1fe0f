import { idSchema, UpdateAccountSchema, UpdateTillNumberSchema } from '@pango/shared';
import { Router } from 'express';
import { actorOf, requireAuth, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
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
    res.json(await updateAccount(deps, actorOf(res), id.data, input));
  });

  router.get('/till-number/', auth, requireRole('landlord'), async (_req, res) => {
    res.json(await getTillNumber(deps.db, actorOf(res).userId));
  });

  router.patch('/till-number/update/', auth, requireRole('landlord'), async (req, res) => {
    const { mpesa_till_number } = UpdateTillNumberSchema.parse(req.body ?? {});
    res.json(await updateTillNumber(deps.db, actorOf(res).userId, mpesa_till_number));
  });

  return router;
}
