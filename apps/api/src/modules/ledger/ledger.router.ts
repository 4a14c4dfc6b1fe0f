import { Router } from 'express';
import { z } from 'zod';
import {
  BulkRentUpdateSchema,
  idSchema,
  PropertyFilterQuerySchema,
  RentPaymentListQuerySchema,
  UnitRentUpdateSchema,
} from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import {
  allPropertiesOnly,
  landlordNeeds,
  param,
  rowInScope,
  scopedPropertyFilter,
} from '../../lib/route-access.js';
import { requireActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { getRentAccount } from './rent-account.service.js';
import { prepareRentPaymentsCsv } from './rent-payments-csv.service.js';
import { listRentPayments, summarizeRentPayments } from './rent-payments.service.js';
import { bulkUpdateRents, updateUnitRent } from './rent-prices.service.js';

const IdParamSchema = z.object({ id: idSchema() });

/** /api/payments: the tenant's rent summary, rent payment lists, exports and rent updates. */
export function ledgerRouter(deps: Deps): Router {
  const router = Router();
  const auth = requireAuth(deps.env.JWT_SECRET);
  // Seed 001: the landlord's payments screen sits behind the subscription gate.
  const landlord = [auth, requireRole('landlord'), requireActiveSubscription(deps)];

  // Issue 23 (ADR 038): each route's permission, and the property its row lies on.
  const money = landlordNeeds('money.read');
  const rent = [...landlord, requirePermission('rent.write')];

  router.get('/rent-summary/', auth, requireRole('tenant'), async (_req, res) => {
    res.json(await getRentAccount(deps.db, actorOf(res).userId, nowOf(deps)));
  });

  // Landlords pass the gate; tenants list their own payments (the gate does not apply to them).
  router.get('/rent-payments/', auth, requireActiveSubscription(deps), money, async (req, res) => {
    const query = RentPaymentListQuerySchema.parse(req.query);
    res.json(await listRentPayments(deps, actorOf(res), query));
  });

  router.get('/rent-payments/summary/', ...landlord, money, async (req, res) => {
    const { property_id } = PropertyFilterQuerySchema.parse(req.query);
    const scope = scopedPropertyFilter(actorOf(res), property_id);
    res.json(await summarizeRentPayments(deps, actorOf(res).userId, scope));
  });

  router.get(
    '/rent-payments/csv/',
    ...landlord,
    requirePermission('exports.csv'),
    async (req, res) => {
      const { property_id } = PropertyFilterQuerySchema.parse(req.query);
      // paymentVisibility keeps a member to their properties.
      const csv = await prepareRentPaymentsCsv(deps, actorOf(res), property_id);
      const streamTo = await csv.open();
      res.attachment(csv.filename);
      res.type('text/csv; charset=utf-8');
      // Backpressure flows from the socket to Postgres: memory stays flat. Once bytes are sent a
      // failure (a client gone, a dropped connection) can only end the stream, so it is logged.
      await streamTo(res).catch((err: unknown) =>
        deps.logger.warn({ err }, 'rent payments CSV stream ended early'),
      );
    },
  );

  router.put(
    '/unit-rent-update/:id/',
    ...rent,
    rowInScope(deps, 'unit', param()),
    async (req, res) => {
      const { id } = IdParamSchema.parse(req.params);
      const { rent } = UnitRentUpdateSchema.parse(req.body ?? {});
      res.json(await updateUnitRent(deps, actorOf(res).userId, id, rent));
    },
  );

  router.post('/bulk-rent-update/', ...rent, allPropertiesOnly(), async (req, res) => {
    const input = BulkRentUpdateSchema.parse(req.body ?? {});
    res.json(await bulkUpdateRents(deps, actorOf(res).userId, input));
  });

  return router;
}
