import { Router } from 'express';
import {
  ChangePasswordInputSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  MESSAGES,
  RefreshInputSchema,
  ResetPasswordInputSchema,
} from '@pango/shared';
import { actorOf, assertAuthenticated, bearerToken, requireAuth } from '../../lib/auth.js';
import { deferredClaims } from '../../lib/session-guard.js';
import type { Deps } from '../../lib/deps.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { clientAddress, consume, perAddressLimit, retryAfterHeader } from '../../lib/rate-limit.js';
import { accountLimits } from './account-limits.js';
import { login } from './login.service.js';
import { changePassword } from './change-password.service.js';
import { getMe, getMeWithSession } from './me.service.js';
import { logout } from './logout.service.js';
import { confirmPasswordReset, sendPasswordResetInBackground } from './password-reset.service.js';
import { rotateRefreshToken } from './refresh-token.service.js';

// Limits (account-limits.ts) are counted in Postgres per account, email, family or address as each
// route needs; none is one shared per-address bucket a carrier NAT could exhaust.
export function accountsRouter(deps: Deps): Router {
  const router = Router();
  const limits = accountLimits(deps.env);

  router.post('/token/', async (req, res) => {
    const input = LoginInputSchema.parse(req.body ?? {});
    res.json(await login(deps, input, clientAddress(req.ip)));
  });

  router.post('/token/refresh/', async (req, res) => {
    const { refresh } = RefreshInputSchema.parse(req.body ?? {});
    res.json(await rotateRefreshToken(deps, refresh));
  });

  router.post('/logout/', async (req, res) => {
    const { refresh } = RefreshInputSchema.parse(req.body ?? {});
    await logout(deps, refresh);
    res.status(204).end();
  });

  router.post('/password/reset/', perAddressLimit(deps, limits.resetAddress), async (req, res) => {
    const { email } = ForgotPasswordInputSchema.parse(req.body ?? {});
    // Counted for every email, known or not, so a refusal tells nothing either.
    await consume(deps, limits.resetEmailMinute, email);
    await consume(deps, limits.resetEmailDay, email);
    const origin = publicOrigin(deps.env, req);
    res.json({ success: true, message: MESSAGES.resetLinkSent });
    sendPasswordResetInBackground(deps, email, origin);
  });

  router.post(
    '/password/reset/confirm/',
    perAddressLimit(deps, limits.resetConfirmAddress),
    async (req, res) => {
      const input = ResetPasswordInputSchema.parse(req.body ?? {});
      await confirmPasswordReset(deps, input.uid, input.token, input.new_password);
      res.json({ success: true, message: MESSAGES.passwordResetDone });
    },
  );

  router.put('/change-password/', requireAuth(deps.env.JWT_SECRET), async (req, res) => {
    const input = ChangePasswordInputSchema.parse(req.body ?? {});
    res.json(await changePassword(deps, actorOf(res), input));
  });

  router.get('/me/', async (req, res) => {
    // The session guard left this route its statement (lib/session-guard.ts): the session and
    // the user in one round trip. A token the guard could not verify has neither: 401 as always.
    const claims = bearerToken(req) ? deferredClaims(res) : undefined;
    if (claims) {
      const { me, actor } = await getMeWithSession(deps, claims);
      res.locals.actor = actor;
      res.json(me);
      return;
    }
    assertAuthenticated(req, res);
    res.json(await getMe(deps, actorOf(res)));
  });

  router.use(retryAfterHeader);
  return router;
}
