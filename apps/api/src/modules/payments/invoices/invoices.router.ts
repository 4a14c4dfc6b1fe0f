import type { Router } from 'express';
import { z } from 'zod';
import { idSchema, InvoiceListQuerySchema } from '@pango/shared';
import { actorOf, requireAuth, requireRole } from '../../../lib/auth.js';
import type { Deps } from '../../../lib/deps.js';
import { landlordNeeds, param, rowInScope } from '../../../lib/route-access.js';
import { publicOrigin } from '../../../lib/public-origin.js';
import { requireActiveSubscription } from '../../subscriptions/subscriptions.service.js';
import { getCurrentInvoice, getInvoiceFile, listInvoices } from './invoices-list.service.js';

const IdParamSchema = z.object({ id: idSchema() });

/** Monthly invoices (issue 20 item 5): the list, each one's PDF, and the tenant's current period. */
export function invoiceRoutes(router: Router, deps: Deps): void {
  const auth = requireAuth(deps.env.JWT_SECRET);
  // The subscription gate applies to landlords only (as receipts).
  const gate = requireActiveSubscription(deps);

  router.get('/invoices/', auth, gate, landlordNeeds('money.read'), async (req, res) => {
    const query = InvoiceListQuerySchema.parse(req.query);
    res.json(await listInvoices(deps, actorOf(res), query));
  });

  router.get('/invoices/current/', auth, requireRole('tenant'), async (req, res) => {
    res.json(await getCurrentInvoice(deps, actorOf(res).userId, publicOrigin(deps.env, req)));
  });

  const invoice = [landlordNeeds('money.read'), rowInScope(deps, 'invoice', param())];
  router.get('/invoices/:id/pdf/', auth, gate, ...invoice, async (req, res) => {
    const { id } = IdParamSchema.parse(req.params);
    const file = await getInvoiceFile(deps, actorOf(res), id, publicOrigin(deps.env, req));
    res.setHeader('Cache-Control', 'private, no-store');
    res.type('application/pdf');
    res.attachment(file.name);
    res.send(file.bytes);
  });
}
