import { idSchema, InvoiceSchema, MessagePreviewSchema, TenantMessageSchema } from '@pango/shared';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { bodyField, param, rowInScope } from '../../lib/route-access.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { requireActiveSubscription } from '../subscriptions/subscriptions.service.js';
import {
  listMessageTemplates,
  previewInvoice,
  previewMessage,
  sendInvoice,
  sendTenantMessage,
} from './tenant-email.service.js';

const IdParamSchema = z.object({ id: idSchema() });

/** The tenants screen's send invoice and send message dialogs (landlord, gated). */
export function tenantEmailRoutes(deps: Deps): Router {
  const router = Router();
  const landlord = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requireActiveSubscription(deps),
  ];
  // Issue 23 (ADR 038): the templates and invoices carry rent figures, so these need money.read.
  const money = requirePermission('money.read');
  const toTenant = [...landlord, money, rowInScope(deps, 'tenant', param())];
  router.get('/message-templates/', ...landlord, money, (_req, res) => {
    res.json(listMessageTemplates());
  });
  router.post(
    '/preview/',
    ...landlord,
    money,
    rowInScope(deps, 'tenant', bodyField('tenant_id')),
    async (req, res) => {
      const input = MessagePreviewSchema.parse(req.body ?? {});
      res.json(await previewMessage(deps, actorOf(res).userId, input));
    },
  );
  const originOf = (req: Request) => publicOrigin(deps.env, req);
  router.post('/tenants/:id/invoice/preview/', ...toTenant, async (req, res) => {
    const { id } = IdParamSchema.parse(req.params);
    const input = InvoiceSchema.parse(req.body ?? {});
    res.json(await previewInvoice(deps, actorOf(res).userId, id, input, originOf(req)));
  });
  router.post('/tenants/:id/invoice/', ...toTenant, async (req, res) => {
    const { id } = IdParamSchema.parse(req.params);
    const input = InvoiceSchema.parse(req.body ?? {});
    res.json(await sendInvoice(deps, actorOf(res).userId, id, input, originOf(req)));
  });
  router.post('/tenants/:id/message/', ...toTenant, async (req, res) => {
    const { id } = IdParamSchema.parse(req.params);
    const input = TenantMessageSchema.parse(req.body ?? {});
    res.json(await sendTenantMessage(deps, actorOf(res).userId, id, input));
  });
  return router;
}
