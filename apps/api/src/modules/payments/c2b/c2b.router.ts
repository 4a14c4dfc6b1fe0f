import express, { type ErrorRequestHandler, type Router } from 'express';
import { Router as createRouter } from 'express';
import { z } from 'zod';
import { C2bQueueQuerySchema, ERROR_CODES, idSchema } from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../../lib/auth.js';
import type { Deps } from '../../../lib/deps.js';
import { allPropertiesOnly } from '../../../lib/route-access.js';
import { publicOrigin } from '../../../lib/public-origin.js';
import { requireActiveSubscription } from '../../subscriptions/subscriptions.service.js';
import { confirmC2b, validateC2b } from './c2b-confirmation.service.js';
import { removeDarajaCredentials, saveDarajaCredentials } from './c2b-credentials.service.js';
import {
  getC2bSettings,
  registerLandlordUrls,
  rotateC2bToken,
  saveC2bSettings,
} from './c2b-settings.service.js';
import { simulateC2bPayment } from './c2b-simulate.service.js';
import { assignUnmatched, dismissUnmatched, listUnmatched } from './c2b-unmatched.service.js';

const IdParamSchema = z.object({ id: idSchema() });

/** /api/payments/mpesa/c2b/...: the landlord's settings and Unmatched payments queue. */
export function c2bLandlordRoutes(router: Router, deps: Deps): void {
  const landlord = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requireActiveSubscription(deps),
    // The paybill and its queue are landlord-wide (issue 23, ADR 038).
    allPropertiesOnly(),
  ];
  const base = '/mpesa/c2b';
  const settings = [...landlord, requirePermission('settings.manage')];
  const record = [...landlord, requirePermission('payments.record')];

  router.get(`${base}/settings/`, ...settings, async (req, res) => {
    res.json(await getC2bSettings(deps, actorOf(res).userId, publicOrigin(deps.env, req)));
  });
  router.put(`${base}/settings/`, ...settings, async (req, res) => {
    const origin = publicOrigin(deps.env, req);
    res.json(await saveC2bSettings(deps, actorOf(res).userId, req.body ?? {}, origin));
  });
  router.post(`${base}/register/`, ...settings, async (req, res) => {
    res.json(await registerLandlordUrls(deps, actorOf(res).userId, publicOrigin(deps.env, req)));
  });
  // The landlord's own Daraja app (ADR 025): written sealed, never read back.
  router.put(`${base}/credentials/`, ...settings, async (req, res) => {
    res.json(await saveDarajaCredentials(deps, actorOf(res).userId, req.body ?? {}));
  });
  router.delete(`${base}/credentials/`, ...settings, async (_req, res) => {
    res.json(await removeDarajaCredentials(deps, actorOf(res).userId));
  });
  router.post(`${base}/rotate-token/`, ...settings, async (req, res) => {
    res.json(await rotateC2bToken(deps, actorOf(res).userId, publicOrigin(deps.env, req)));
  });

  router.post(`${base}/simulate/`, ...settings, async (req, res) => {
    res.json(await simulateC2bPayment(deps, actorOf(res).userId, req.body ?? {}));
  });

  router.get(
    `${base}/unmatched/`,
    ...landlord,
    requirePermission('money.read'),
    async (req, res) => {
      const query = C2bQueueQuerySchema.parse(req.query);
      res.json(await listUnmatched(deps, actorOf(res).userId, query));
    },
  );
  router.post(`${base}/unmatched/:id/assign/`, ...record, async (req, res) => {
    const { id } = IdParamSchema.parse(req.params);
    res.json(await assignUnmatched(deps, actorOf(res).userId, id, req.body ?? {}));
  });
  router.post(`${base}/unmatched/:id/dismiss/`, ...record, async (req, res) => {
    const { id } = IdParamSchema.parse(req.params);
    res.json(await dismissUnmatched(deps, actorOf(res).userId, id, req.body ?? {}));
  });
}

/** A Daraja body is under 1 KB: anything near the app's 1 MB limit is refused here as a 400. */
const C2B_BODY_LIMIT = '16kb';

const tooLargeIs400: ErrorRequestHandler = (err, _req, res, next) => {
  if ((err as { type?: unknown }).type !== 'entity.too.large') return next(err);
  res.status(400).json({
    detail: 'The request body is too large for an M-Pesa confirmation (at most 16 KB).',
    code: ERROR_CODES.validation,
  });
};

/**
 * /api/c2b/<token>/confirmation and /validation: what Safaricom calls (unauthenticated; the token
 * is the landlord's secret). Mounted before the app's JSON parser so its own small limit applies.
 */
export function c2bCallbackRouter(deps: Deps): Router {
  const router = createRouter();
  const json = express.json({ limit: C2B_BODY_LIMIT });
  router.post('/:token/confirmation', json, async (req, res) => {
    res.json(await confirmC2b(deps, req.params.token, req.body ?? {}, req.ip));
  });
  router.post('/:token/validation', json, async (req, res) => {
    res.json(await validateC2b(deps, req.params.token, req.body ?? {}, req.ip));
  });
  router.use(tooLargeIs400);
  return router;
}
