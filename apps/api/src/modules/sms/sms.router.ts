import { timingSafeEqual } from 'node:crypto';
import express, { Router } from 'express';
import {
  ERROR_CODES,
  SendSmsSchema,
  SmsHistoryQuerySchema,
  SmsSettingsSchema,
} from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { nowOf } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import {
  allPropertiesOnly,
  bodyField,
  rowInScope,
  scopedPropertyFilter,
} from '../../lib/route-access.js';
import { requireActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { smsGatewayFor, smsDeliveryToken } from './gateway-registry.js';
import { smsBalance } from './sms-credits.service.js';
import { listSmsHistory } from './sms-history.service.js';
import { getSmsSettings, saveSmsSettings } from './sms-settings.service.js';
import { applyDeliveryReport } from './sms-outbox.service.js';
import { sendSmsToTenants } from './send-sms.service.js';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * /api/communication/sms (issue 25, ADR 042): balance, history and sending for the landlord and
 * the team members who may announce (credits are counts, not money); the gateway's delivery
 * reports on a public URL whose last segment is the unguessable SMS_DELIVERY_TOKEN.
 */
export function smsRoutes(deps: Deps): Router {
  const router = Router();
  const announcer = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requirePermission('announcements.send'),
  ];
  router.get('/sms/balance/', ...announcer, async (_req, res) => {
    res.json(await smsBalance(deps.db, actorOf(res).userId, nowOf(deps)));
  });
  // The whole account's messages: landlord-wide, like the email status in Settings.
  router.get('/sms/messages/', ...announcer, allPropertiesOnly(), async (req, res) => {
    const query = SmsHistoryQuerySchema.parse(req.query);
    res.json(await listSmsHistory(deps.db, actorOf(res).userId, query));
  });
  router.post(
    '/sms/send/',
    ...announcer,
    requireActiveSubscription(deps),
    rowInScope(deps, 'tenant', bodyField('tenants')),
    async (req, res) => {
      const input = SendSmsSchema.parse(req.body ?? {});
      const property_id = scopedPropertyFilter(actorOf(res), input.property_id ?? undefined);
      res.json(await sendSmsToTenants(deps, actorOf(res).userId, { ...input, property_id }));
    },
  );
  // What goes by SMS besides announcements: the landlord's settings.
  const settings = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requirePermission('settings.manage'),
    allPropertiesOnly(),
  ];
  router.get('/sms/settings/', ...settings, async (_req, res) => {
    res.json(await getSmsSettings(deps.db, actorOf(res).userId));
  });
  router.put('/sms/settings/', ...settings, async (req, res) => {
    const input = SmsSettingsSchema.parse(req.body ?? {});
    res.json(await saveSmsSettings(deps.db, actorOf(res).userId, input));
  });
  router.post(
    '/sms/delivery/:token/',
    express.urlencoded({ extended: false, limit: '16kb' }),
    async (req, res) => {
      const token = String(req.params.token ?? '');
      if (!sameToken(token, smsDeliveryToken(deps))) throw notFound();
      const gateway = await smsGatewayFor(deps);
      const report = gateway?.parseDeliveryReport(req.body) ?? null;
      if (!report) throw new AppError(400, ERROR_CODES.validation, 'Not a delivery report.');
      const outcome = await applyDeliveryReport(deps, report);
      res.json({ status: outcome });
    },
  );
  return router;
}
