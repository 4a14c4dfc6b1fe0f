import { Router } from 'express';
import { z } from 'zod';
import {
  MriPaymentIdSchema,
  MriQuerySchema,
  WithholdingCertificateSchema,
  idSchema,
  kraPinSchema,
} from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../../lib/auth.js';
import type { Deps } from '../../../lib/deps.js';
import { propertyScope } from '../../../lib/property-scope.js';
import { param, rowInScope } from '../../../lib/route-access.js';
import { requireActiveSubscription } from '../../subscriptions/subscriptions.service.js';
import { mriCsv, mriFilename, mriPdf } from './mri-files.js';
import { getKraPin, recordWithholdingCertificate, setKraPin } from './mri-records.service.js';
import { getMriReport } from './mri.service.js';

const KraPinBodySchema = z.object({ kra_pin: kraPinSchema() });
const TenantIdSchema = z.object({ id: idSchema() });

/**
 * KRA Monthly Rental Income (issue 24 items 5 and 6, ADR 039), mounted at /api: the report and
 * its downloads, withholding certificates, and tenants' KRA PINs.
 */
export function mriRouter(deps: Deps): Router {
  const router = Router();
  const auth = requireAuth(deps.env.JWT_SECRET);
  const landlord = [auth, requireRole('landlord'), requireActiveSubscription(deps)];

  // A member limited to chosen properties sees only their figures (the list scope of ADR 038).
  router.get(
    '/payments/reports/mri/',
    ...landlord,
    requirePermission('money.read'),
    async (req, res) => {
      const { month, format, page, page_size, property_id } = MriQuerySchema.parse(req.query);
      const actor = actorOf(res);
      // The screen reads a page of tenants; the files the return is filed from carry them all.
      const report = await getMriReport(
        deps,
        actor.userId,
        month,
        propertyScope(actor) ?? undefined,
        format === 'json' ? { page, page_size, property_id } : 'all',
      );
      if (format === 'json') return void res.json(report);
      res.attachment(mriFilename(month, format));
      if (format === 'csv') {
        res.type('text/csv; charset=utf-8').send(mriCsv(report));
        return;
      }
      const owner = await deps.db.user.findUniqueOrThrow({
        where: { id: actor.userId },
        select: { fullName: true },
      });
      res.type('application/pdf').send(await mriPdf(report, owner.fullName));
    },
  );

  router.put(
    '/payments/:id/withholding-certificate/',
    ...landlord,
    requirePermission('payments.record'),
    rowInScope(deps, 'payment', param()),
    async (req, res) => {
      const { id } = MriPaymentIdSchema.parse(req.params);
      const input = WithholdingCertificateSchema.parse(req.body ?? {});
      res.json(await recordWithholdingCertificate(deps, actorOf(res).userId, id, input));
    },
  );

  // The tenant's own PIN, asked as optional in their Settings.
  router.get('/accounts/tenant/kra-pin/', auth, requireRole('tenant'), async (_req, res) => {
    res.json(await getKraPin(deps, actorOf(res).userId));
  });
  router.put('/accounts/tenant/kra-pin/', auth, requireRole('tenant'), async (req, res) => {
    const { kra_pin } = KraPinBodySchema.parse(req.body ?? {});
    const tenantId = actorOf(res).userId;
    res.json(await setKraPin(deps, tenantId, tenantId, kra_pin));
  });

  // The landlord corrects or fills in a tenant's PIN (the MRI screen lists who has none).
  router.put(
    '/accounts/tenants/:id/kra-pin/',
    ...landlord,
    requirePermission('tenants.manage'),
    rowInScope(deps, 'tenant', param()),
    async (req, res) => {
      const { id } = TenantIdSchema.parse(req.params);
      const { kra_pin } = KraPinBodySchema.parse(req.body ?? {});
      const landlordId = actorOf(res).userId;
      res.json(await setKraPin(deps, landlordId, id, kra_pin, landlordId));
    },
  );

  return router;
}
