import { pipeline } from 'node:stream/promises';
import {
  AccountDeletionListQuerySchema,
  AccountDeletionRequestSchema,
  DataRetentionSchema,
  idSchema,
} from '@pango/shared';
import { Router } from 'express';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { allPropertiesOnly } from '../../lib/route-access.js';
import { z } from 'zod';
import { publicOrigin } from '../../lib/public-origin.js';
import {
  eraseRequestNow,
  getDeletionState,
  listDeletionRequests,
  requestDeletion,
  withdrawDeletion,
} from './account-deletion.service.js';
import { getDataRetention, updateDataRetention } from './data-retention.service.js';
import { exportMyData } from './my-data-export.service.js';

const IdParamSchema = z.object({ id: idSchema() });

/**
 * A tenant's rights under the Data Protection Act (issue 22): /api/accounts/tenant/my-data/ and
 * "Delete my account" (/api/accounts/tenant/deletion-request/, ADR 036); the landlord's side: the
 * retention of ID documents (/api/accounts/data-retention/) and the deletion requests.
 */
export function dataRightsRouter(deps: Deps): Router {
  const router = Router();
  const tenant = [requireAuth(deps.env.JWT_SECRET), requireRole('tenant')];

  router.get('/tenant/my-data/', ...tenant, async (_req, res) => {
    const { filename, zip } = await exportMyData(deps, actorOf(res).userId);
    res.attachment(filename);
    res.type('application/zip');
    res.setHeader('Cache-Control', 'private, no-store');
    await pipeline(zip.outputStream, res).catch((err: unknown) =>
      deps.logger.warn({ err }, 'my-data zip stream ended early'),
    );
  });
  router.get('/tenant/deletion-request/', ...tenant, async (_req, res) => {
    res.json(await getDeletionState(deps, actorOf(res).userId));
  });
  router.post('/tenant/deletion-request/', ...tenant, async (req, res) => {
    const input = AccountDeletionRequestSchema.parse(req.body ?? {});
    const listLink = `${publicOrigin(deps.env, req)}/admin/settings`;
    res.status(201).json(await requestDeletion(deps, actorOf(res).userId, input, listLink));
  });
  router.delete('/tenant/deletion-request/', ...tenant, async (_req, res) => {
    res.json(await withdrawDeletion(deps, actorOf(res).userId));
  });

  const landlordWide = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    allPropertiesOnly(),
  ];
  // A tenant's erasure touches their whole account across the owner's properties, so it is for
  // those who see every property and tenants' private data (issue 23, ADR 038).
  router.get(
    '/deletion-requests/',
    ...landlordWide,
    requirePermission('tenants.private'),
    async (req, res) => {
      const query = AccountDeletionListQuerySchema.parse(req.query);
      res.json(await listDeletionRequests(deps, actorOf(res).userId, query));
    },
  );
  router.post(
    '/deletion-requests/:id/erase/',
    ...landlordWide,
    requirePermission('tenants.manage'),
    async (req, res) => {
      const { id } = IdParamSchema.parse(req.params);
      res.json(await eraseRequestNow(deps, actorOf(res).userId, id));
    },
  );
  // Data retention is a landlord-wide setting (issue 23, ADR 038).
  const landlord = [...landlordWide, requirePermission('settings.manage')];
  router.get('/data-retention/', ...landlord, async (_req, res) => {
    res.json(await getDataRetention(deps, actorOf(res).userId));
  });
  router.put('/data-retention/', ...landlord, async (req, res) => {
    const input = DataRetentionSchema.parse(req.body ?? {});
    res.json(await updateDataRetention(deps, actorOf(res).userId, input));
  });
  return router;
}
