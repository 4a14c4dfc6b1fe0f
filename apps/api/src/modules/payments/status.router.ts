import type { Request, Router } from 'express';
import { z } from 'zod';
import { actorOf, requireAuth, type Actor } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { allPropertiesOnly, landlordNeeds, param, rowInScope } from '../../lib/route-access.js';
import { verifyAccessToken } from '../../lib/tokens.js';
import {
  getDepositStatus,
  getRentStatus,
  getSignupSubscriptionStatus,
  getSmsPurchaseStatus,
  getSubscriptionPaymentStatus,
} from './payment-status.service.js';

// What the payer's screen polls every 3 s. Someone else's payment answers 404, as if absent.

const IdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const sessionOf = (req: Request) =>
  typeof req.query.session_id === 'string' ? req.query.session_id : null;

export function statusRoutes(router: Router, deps: Deps): void {
  const auth = requireAuth(deps.env.JWT_SECRET);
  // The signup deposit is polled before any account exists: the session id is the credential.
  const optionalActor = (req: Request): Actor | null => {
    const [scheme, token] = (req.get('authorization') ?? '').split(' ');
    return scheme === 'Bearer' && token ? verifyAccessToken(token, deps.env.JWT_SECRET) : null;
  };

  router.get('/deposit-status/:id/', async (req, res) => {
    const { id } = IdParamSchema.parse(req.params);
    const access = { sessionId: sessionOf(req), actor: optionalActor(req) };
    res.json(await getDepositStatus(deps, id, access));
  });

  const payment = [landlordNeeds('money.read'), rowInScope(deps, 'payment', param())];
  router.get('/rent-status/:id/', auth, ...payment, async (req, res) => {
    const { id } = IdParamSchema.parse(req.params);
    res.json(await getRentStatus(deps, id, actorOf(res)));
  });

  // The Pango subscription is the owner's (issue 23, ADR 038).
  const subscription = [landlordNeeds('subscription.manage'), allPropertiesOnly()];
  router.get('/subscription-payments/:id/', auth, ...subscription, async (req, res) => {
    const { id } = IdParamSchema.parse(req.params);
    res.json(await getSubscriptionPaymentStatus(deps, id, actorOf(res)));
  });

  router.get('/sms-purchases/:id/', auth, ...subscription, async (req, res) => {
    const { id } = IdParamSchema.parse(req.params);
    res.json(await getSmsPurchaseStatus(deps, id, actorOf(res)));
  });

  router.get('/signup-subscription-status/:id/', async (req, res) => {
    const { id } = IdParamSchema.parse(req.params);
    res.json(await getSignupSubscriptionStatus(deps, id, sessionOf(req) ?? ''));
  });
}
