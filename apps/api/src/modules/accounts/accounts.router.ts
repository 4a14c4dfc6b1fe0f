import { Router } from 'express';
import {
  ChangePasswordInputSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  MESSAGES,
  RefreshInputSchema,
  ResetPasswordInputSchema,
} from '@pango/shared';
import { actorOf, requireAuth } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { perMinuteLimiter } from '../../lib/rate-limit.js';
import { login } from './login.service.js';
import { changePassword } from './change-password.service.js';
import { getMe } from './me.service.js';
import { logout } from './logout.service.js';
import {
  confirmPasswordReset,
  requestPasswordReset,
  resetLinkOrigin,
} from './password-reset.service.js';
import { rotateRefreshToken } from './refresh-token.service.js';

export function accountsRouter(deps: Deps): Router {
  const router = Router();
  // Slows password guessing per client address; the window is small enough not to lock out
  // a family sharing one mobile-data NAT for long.
  const loginLimiter = perMinuteLimiter(deps.env.LOGIN_RATE_LIMIT_PER_MINUTE);

  router.post('/token/', loginLimiter, async (req, res) => {
    const input = LoginInputSchema.parse(req.body ?? {});
    res.json(await login(deps, input));
  });

  router.post('/token/refresh/', loginLimiter, async (req, res) => {
    const { refresh } = RefreshInputSchema.parse(req.body ?? {});
    res.json(await rotateRefreshToken(deps, refresh));
  });

  router.post('/logout/', async (req, res) => {
    const { refresh } = RefreshInputSchema.parse(req.body ?? {});
    await logout(deps, refresh);
    res.status(204).end();
  });

  router.post('/password/reset/', loginLimiter, async (req, res) => {
    const { email } = ForgotPasswordInputSchema.parse(req.body ?? {});
    const origin = resetLinkOrigin(deps.env.APP_URL, `${req.protocol}://${req.get('host')}`);
    await requestPasswordReset(deps, email, origin);
    res.json({ success: true, message: MESSAGES.resetLinkSent });
  });

  router.post('/password/reset/confirm/', loginLimiter, async (req, res) => {
    const input = ResetPasswordInputSchema.parse(req.body ?? {});
    await confirmPasswordReset(deps, input.uid, input.token, input.new_password);
    res.json({ success: true, message: MESSAGES.passwordResetDone });
  });

  // Rate limited like sign-in: a stolen session must not be able to guess the current password.
  router.put(
    '/change-password/',
    loginLimiter,
    requireAuth(deps.env.JWT_SECRET),
    async (req, res) => {
      const input = ChangePasswordInputSchema.parse(req.body ?? {});
      res.json(await changePassword(deps, actorOf(res), input));
    },
  );

  router.get('/me/', requireAuth(deps.env.JWT_SECRET), async (_req, res) => {
    res.json(await getMe(deps, actorOf(res)));
  });

  return router;
}
