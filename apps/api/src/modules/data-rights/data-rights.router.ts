import { pipeline } from 'node:stream/promises';
import { DataRetentionSchema } from '@pango/shared';
import { Router } from 'express';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { allPropertiesOnly } from '../../lib/route-access.js';
import { getDataRetention, updateDataRetention } from './data-retention.service.js';
import { exportMyData } from './my-data-export.service.js';

/**
 * A tenant's rights under the Data Protection Act (issue 22): /api/accounts/tenant/my-data/; and
 * the landlord's retention of ID documents: /api/accounts/data-retention/.
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
  const landlord = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    // Data retention is a landlord-wide setting (issue 23, ADR 038).
    requirePermission('settings.manage'),
    allPropertiesOnly(),
  ];
  router.get('/data-retention/', ...landlord, async (_req, res) => {
    res.json(await getDataRetention(deps, actorOf(res).userId));
  });
  router.put('/data-retention/', ...landlord, async (req, res) => {
    const input = DataRetentionSchema.parse(req.body ?? {});
    res.json(await updateDataRetention(deps, actorOf(res).userId, input));
  });
  return router;
}
