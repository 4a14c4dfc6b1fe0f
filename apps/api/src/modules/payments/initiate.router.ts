import type { Request, Router } from 'express';
import { z } from 'zod';
import {
  idSchema,
  InitiateDepositRegistrationSchema,
  InitiateRentPaymentSchema,
  InitiateSmsPurchaseSchema,
  InitiateSubscriptionPaymentSchema,
} from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { allPropertiesOnly } from '../../lib/route-access.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { MINUTE_MS, perAddressLimit } from '../../lib/rate-limit.js';
import {
  initiateRegistrationDeposit,
  initiateTenantDeposit,
  InitiateTenantDepositSchema,
} from './initiate-deposit.service.js';
import { initiateRentPayment } from './initiate-rent.service.js';
import { initiateSubscriptionPayment } from './initiate-subscription.service.js';
import { initiateSmsPurchase } from './initiate-sms-purchase.service.js';
import {
  initiateSignupSubscription,
  InitiateSignupSubscriptionSchema,
} from './signup-subscription.service.js';
import { scopedKey } from './payer.js';

// Ids past Postgres's integer range are refused here, not by the database as a 500.
const UnitParamSchema = z.object({ unitId: idSchema() });

/** The payment initiation endpoints (seed 000 section 7, seed 001 section 7, seed 002 section 7). */
export function initiateRoutes(router: Router, deps: Deps): void {
  const auth = requireAuth(deps.env.JWT_SECRET);
  const origin = (req: Request) => publicOrigin(deps.env, req);
  const key = (req: Request, scope: string) => scopedKey(req.get('idempotency-key'), scope);
  // The two initiations open to anyone (during signup) start real provider calls: rate-limit them,
  // in Postgres so every API process counts together (ADR 046).
  const publicLimiter = perAddressLimit(deps, {
    name: 'public-payment-initiation',
    max: deps.env.LOGIN_RATE_LIMIT_PER_MINUTE,
    windowMs: MINUTE_MS,
  });

  router.post('/initiate-deposit-registration/', publicLimiter, async (req, res) => {
    const input = InitiateDepositRegistrationSchema.parse(req.body ?? {});
    res.json(await initiateRegistrationDeposit(deps, input, origin(req)));
  });

  router.post('/initiate-deposit/', auth, requireRole('tenant'), async (req, res) => {
    const actor = actorOf(res);
    const input = InitiateTenantDepositSchema.parse(req.body ?? {});
    const idem = key(req, `deposit:${actor.userId}`);
    res.json(await initiateTenantDeposit(deps, actor, input, idem, origin(req)));
  });

  router.post('/initiate-rent-payment/:unitId/', auth, requireRole('tenant'), async (req, res) => {
    const actor = actorOf(res);
    const { unitId } = UnitParamSchema.parse(req.params);
    const input = InitiateRentPaymentSchema.parse(req.body ?? {});
    const idem = key(req, `rent:${actor.userId}`);
    res.json(await initiateRentPayment(deps, actor, unitId, input, idem, origin(req)));
  });

  router.post(
    '/initiate-subscription-payment/',
    auth,
    requireRole('landlord'),
    // The Pango subscription is the owner's (issue 23, ADR 038).
    requirePermission('subscription.manage'),
    allPropertiesOnly(),
    async (req, res) => {
      const actor = actorOf(res);
      const input = InitiateSubscriptionPaymentSchema.parse(req.body ?? {});
      const idem = key(req, `subscription:${actor.userId}`);
      res.json(await initiateSubscriptionPayment(deps, actor, input, idem, origin(req)));
    },
  );

  // SMS packs are bought by whoever manages the subscription (issue 25, ADR 042).
  router.post(
    '/initiate-sms-purchase/',
    auth,
    requireRole('landlord'),
    requirePermission('subscription.manage'),
    allPropertiesOnly(),
    async (req, res) => {
      const actor = actorOf(res);
      const input = InitiateSmsPurchaseSchema.parse(req.body ?? {});
      const idem = key(req, `sms:${actor.userId}`);
      res.json(await initiateSmsPurchase(deps, actor, input, idem, origin(req)));
    },
  );

  router.post('/initiate-signup-subscription/', publicLimiter, async (req, res) => {
    const input = InitiateSignupSubscriptionSchema.parse(req.body ?? {});
    res.json(await initiateSignupSubscription(deps, input, origin(req)));
  });
}
