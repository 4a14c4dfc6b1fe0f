import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { Router } from 'express';
import { z } from 'zod';
import {
  ApplicationListQuerySchema,
  DeclineApplicationSchema,
  MessageLanguageInputSchema,
  idSchema,
  PropertyFilterQuerySchema,
  TenantListQuerySchema,
} from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { propertyScope } from '../../lib/property-scope.js';
import {
  landlordNeeds,
  param,
  rowInScope,
  scopedPropertyFilter,
  visibleTo,
} from '../../lib/route-access.js';
import { requireActiveSubscription } from '../subscriptions/subscriptions.service.js';
import {
  approveApplication,
  declineApplication,
  listPendingApplications,
} from './applications.service.js';
import { assignTenant, evictTenant, removeTenant } from './tenancy.service.js';
import { getIdDocument, zipApplicationDocuments } from './tenant-documents.service.js';
import {
  getTenantTransactions,
  prepareTenantStatement,
  STATEMENT_COLUMNS,
} from './tenant-statement.service.js';
import { setTenantMessageLanguage } from './tenant-language.service.js';
import { getTenantDetail, listTenants } from './tenants-list.service.js';
import { summarizeTenants } from './tenant-summary.query.js';

const id = idSchema();
const IdParam = z.object({ id });
const UnitParam = z.object({ unitId: id });
const AssignParams = z.object({ unitId: id, tenantId: id });
const DownloadQuery = z.object({ download: z.string().optional() });

/** /api/accounts: tenants, applications, tenancy changes, documents and statements. */
export function tenantsRouter(deps: Deps): Router {
  const router = Router();
  const auth = requireAuth(deps.env.JWT_SECRET);
  // Seed 001: tenants and their sub-pages sit behind the subscription gate.
  const landlord = [auth, requireRole('landlord'), requireActiveSubscription(deps)];
  const landlordId = (res: Parameters<typeof actorOf>[0]) => actorOf(res).userId;
  // Issue 23 (ADR 038): each route's permission, and the property its row lies on.
  const needs = requirePermission;
  const tenant = rowInScope(deps, 'tenant', param());
  const application = rowInScope(deps, 'application', param());

  router.get('/tenants/', ...landlord, needs('tenants.read'), async (req, res) => {
    const query = TenantListQuerySchema.parse(req.query);
    const property_id = scopedPropertyFilter(actorOf(res), query.property_id);
    const page = await listTenants(deps, landlordId(res), { ...query, property_id });
    res.json(visibleTo(actorOf(res), page));
  });

  router.get('/tenants/summary/', ...landlord, needs('money.read'), async (req, res) => {
    const { property_id } = PropertyFilterQuerySchema.parse(req.query);
    const scope = scopedPropertyFilter(actorOf(res), property_id);
    res.json(await summarizeTenants(deps, landlordId(res), scope));
  });

  router.get('/tenants/:id/', ...landlord, needs('tenants.read'), tenant, async (req, res) => {
    const detail = await getTenantDetail(deps, landlordId(res), IdParam.parse(req.params).id);
    res.json(visibleTo(actorOf(res), detail));
  });

  // The language this tenant's emails and SMS go in; null follows the tenant's own (ADR 045).
  router.put(
    '/tenants/:id/message-language/',
    ...landlord,
    needs('tenants.manage'),
    tenant,
    async (req, res) => {
      const { id: tenantId } = IdParam.parse(req.params);
      const { message_language } = MessageLanguageInputSchema.parse(req.body ?? {});
      res.json(await setTenantMessageLanguage(deps, landlordId(res), tenantId, message_language));
    },
  );

  // The tenant may fetch their own file too; the gate only applies to landlords.
  router.get(
    '/tenants/:id/documents/id/',
    auth,
    requireActiveSubscription(deps),
    landlordNeeds('tenants.private'),
    tenant,
    async (req, res) => {
      const file = await getIdDocument(deps, actorOf(res), IdParam.parse(req.params).id);
      const { download } = DownloadQuery.parse(req.query);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'private, no-store');
      res.type(file.contentType);
      if (download === '1') res.attachment(file.name);
      else
        res.setHeader('Content-Disposition', `inline; filename="${encodeURIComponent(file.name)}"`);
      res.send(file.bytes);
    },
  );

  router.get(
    '/tenants/:id/transactions/',
    ...landlord,
    needs('money.read'),
    tenant,
    async (req, res) => {
      const id = IdParam.parse(req.params).id;
      const scope = propertyScope(actorOf(res));
      res.json(await getTenantTransactions(deps, landlordId(res), id, scope));
    },
  );

  router.get(
    '/tenants/:id/statement.csv',
    ...landlord,
    needs('exports.csv'),
    tenant,
    async (req, res) => {
      const id = IdParam.parse(req.params).id;
      const scope = propertyScope(actorOf(res));
      const csv = await prepareTenantStatement(deps, landlordId(res), id, scope);
      res.attachment(csv.filename);
      res.type('text/csv; charset=utf-8');
      const columns = STATEMENT_COLUMNS.map((c) => ({ key: c.key, header: c.header }));
      // Once bytes are sent a failure can only end the stream, so it is logged.
      await pipeline(Readable.from(csv.records), stringify({ header: true, columns }), res).catch(
        (err: unknown) => deps.logger.warn({ err }, 'tenant statement CSV stream ended early'),
      );
    },
  );

  const pending = [...landlord, needs('tenants.private')];
  router.get('/tenant-applications/pending/', ...pending, async (req, res) => {
    const query = ApplicationListQuerySchema.parse(req.query);
    const property_id = scopedPropertyFilter(actorOf(res), query.property_id);
    res.json(await listPendingApplications(deps, landlordId(res), { ...query, property_id }));
  });

  const decide = [...landlord, needs('tenants.manage'), application];
  router.post('/tenant-applications/:id/approve/', ...decide, async (req, res) => {
    res.json(await approveApplication(deps, landlordId(res), IdParam.parse(req.params).id));
  });

  router.post('/tenant-applications/:id/decline/', ...decide, async (req, res) => {
    const { id: applicationId } = IdParam.parse(req.params);
    const { reason } = DeclineApplicationSchema.parse(req.body ?? {});
    res.json(await declineApplication(deps, landlordId(res), applicationId, reason));
  });

  const documents = [...landlord, needs('tenants.private'), application];
  router.get('/tenant-applications/:id/documents.zip', ...documents, async (req, res) => {
    const { id: applicationId } = IdParam.parse(req.params);
    const { filename, zip } = await zipApplicationDocuments(deps, landlordId(res), applicationId);
    res.attachment(filename);
    res.type('application/zip');
    await pipeline(zip.outputStream, res).catch((err: unknown) =>
      deps.logger.warn({ err }, 'documents zip stream ended early'),
    );
  });

  const unit = rowInScope(deps, 'unit', param('unitId'));
  const manageUnit = [...landlord, needs('tenants.manage'), unit];
  // The tenant must be on the member's properties too: assigning moves them out of any home.
  const assignee = rowInScope(deps, 'tenant', param('tenantId'));
  router.post('/units/:unitId/assign/:tenantId/', ...manageUnit, assignee, async (req, res) => {
    const { unitId, tenantId } = AssignParams.parse(req.params);
    res.json(await assignTenant(deps, landlordId(res), unitId, tenantId));
  });

  router.post('/units/:unitId/remove-tenant/', ...manageUnit, async (req, res) => {
    res.json(await removeTenant(deps, landlordId(res), UnitParam.parse(req.params).unitId));
  });

  router.delete(
    '/users/:id/delete/',
    ...landlord,
    needs('tenants.manage'),
    tenant,
    async (req, res) => {
      res.json(await evictTenant(deps, landlordId(res), IdParam.parse(req.params).id));
    },
  );

  return router;
}
