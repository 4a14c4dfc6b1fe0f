import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { actorOf, requireAuth, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { exportMyData } from './my-data-export.service.js';

/** /api/accounts/tenant/my-data/: a tenant's rights under the Data Protection Act (issue 22). */
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
  return router;
}
