import { Router } from 'express';
import { z } from 'zod';
import {
  BillingRulesInputSchema,
  idSchema,
  LedgerAdjustmentInputSchema,
  MeterReadingInputSchema,
  MeterReadingListQuerySchema,
  PaymentPlanInputSchema,
} from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { param, rowInScope, visibleTo } from '../../lib/route-access.js';
import { getBillingRules, saveBillingRules } from './billing-rules.service.js';
import { addLedgerAdjustment } from './ledger-adjustments.service.js';
import { photoUpload } from '../../lib/photo-upload.js';
import { attachMeterPhoto, readMeterPhoto } from './meter-photo.service.js';
import { listMeterReadings } from './meter-readings-list.service.js';
import { recordMeterReading } from './meter-readings.service.js';
import { setPaymentPlan } from './payment-plan.service.js';

/*
 * /api/accounts: billing rules, meter readings and payment plans (issue 20, items 1-2; ADR 023).
 * Landlord only; another landlord's property, unit or tenancy → 404; bad input → 400 with field
 * errors and nothing written.
 * - GET/PUT properties/{id}/billing/ → BillingRulesRead; PUT saves the version for the next period.
 * - POST units/{id}/meter-readings/ {charge (name), reading, read_on, replaced_meter?} → 201
 *   MeterReadingRead. Unknown charge → 400 errors.charge; a reading below the previous → 409
 *   errors.reading with needs_replacement_confirmation until sent with replaced_meter: true.
 * - GET units/{id}/meter-readings/?charge=&page=&page_size= → MeterReadingList, newest first.
 * - PUT meter-readings/{id}/photo/ (multipart `photo`: JPEG, PNG or WebP) → {id, photo_url};
 *   GET the same path → the photo as WebP.
 * - PUT tenancies/{id}/payment-plan/ {on_payment_plan} → {id, on_payment_plan}.
 * - POST tenancies/{id}/ledger-adjustments/ {kind waiver|charge|credit, amount, reason, entry_id?}
 *   → 201 LedgerAdjustmentRead; over-waiver 400 errors.amount; a line waived in full 409 (ADR 029).
 */
const IdParamSchema = z.object({ id: idSchema() });

export function billingRouter(deps: Deps): Router {
  const router = Router();
  const landlord = [requireAuth(deps.env.JWT_SECRET), requireRole('landlord')];
  const me = (res: Parameters<typeof actorOf>[0]) => actorOf(res).userId;
  const idOf = (params: unknown) => IdParamSchema.parse(params).id;
  // Issue 23 (ADR 038): each route's permission, and the property its row lies on.
  const needs = requirePermission;
  const readReadings = needs('meter_readings.read');
  const writeReadings = needs('meter_readings.write');
  const property = rowInScope(deps, 'property', param());
  const unit = rowInScope(deps, 'unit', param());
  const reading = rowInScope(deps, 'meterReading', param());
  const tenancy = rowInScope(deps, 'tenancy', param());

  router.get(
    '/properties/:id/billing/',
    ...landlord,
    needs('money.read'),
    property,
    async (req, res) => {
      res.json(await getBillingRules(deps, me(res), idOf(req.params)));
    },
  );
  router.put(
    '/properties/:id/billing/',
    ...landlord,
    needs('rent.write'),
    property,
    async (req, res) => {
      const id = idOf(req.params);
      const rules = BillingRulesInputSchema.parse(req.body ?? {});
      res.json(await saveBillingRules(deps, me(res), id, rules));
    },
  );
  router.get('/units/:id/meter-readings/', ...landlord, readReadings, unit, async (req, res) => {
    const id = idOf(req.params);
    const query = MeterReadingListQuerySchema.parse(req.query);
    res.json(visibleTo(actorOf(res), await listMeterReadings(deps, me(res), id, query)));
  });
  router.post('/units/:id/meter-readings/', ...landlord, writeReadings, unit, async (req, res) => {
    const id = idOf(req.params);
    const input = MeterReadingInputSchema.parse(req.body ?? {});
    const reading = await recordMeterReading(deps, me(res), id, input);
    res.status(201).json(visibleTo(actorOf(res), reading));
  });
  router.put(
    '/meter-readings/:id/photo/',
    ...landlord,
    writeReadings,
    reading,
    photoUpload,
    async (req, res) => {
      res.json(await attachMeterPhoto(deps, me(res), idOf(req.params), req.file));
    },
  );
  router.get('/meter-readings/:id/photo/', ...landlord, readReadings, reading, async (req, res) => {
    const bytes = await readMeterPhoto(deps, me(res), idOf(req.params));
    res.setHeader('Cache-Control', 'private, no-store');
    res.type('image/webp').send(bytes);
  });
  router.put(
    '/tenancies/:id/payment-plan/',
    ...landlord,
    needs('rent.write'),
    tenancy,
    async (req, res) => {
      const id = idOf(req.params);
      const { on_payment_plan } = PaymentPlanInputSchema.parse(req.body ?? {});
      res.json(await setPaymentPlan(deps, me(res), id, on_payment_plan));
    },
  );
  router.post(
    '/tenancies/:id/ledger-adjustments/',
    ...landlord,
    needs('ledger.adjust'),
    tenancy,
    async (req, res) => {
      const id = idOf(req.params);
      const input = LedgerAdjustmentInputSchema.parse(req.body ?? {});
      res.status(201).json(await addLedgerAdjustment(deps, me(res), id, input));
    },
  );
  return router;
}
