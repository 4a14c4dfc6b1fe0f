import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';
import { noticeRouter } from './notice.router.js';
import { tenancyRecordRouter } from './tenancy-record.router.js';
import { depositsRouter } from './deposits.router.js';
import { tenancyHistoryRouter } from './tenancy-history.router.js';
import { moveOutRouter } from './move-out.router.js';

/**
 * /api/accounts: tenancies as records (issue 18, ADR 021). Each part of a tenancy's life (deposits
 * held, notice, move-out and refund, history) has its own sub-router, mounted here.
 */
export function tenanciesRouter(deps: Deps): Router {
  const router = Router();
  router.use(noticeRouter(deps));
  router.use(tenancyRecordRouter(deps));
  router.use(depositsRouter(deps));
  router.use(tenancyHistoryRouter(deps));
  router.use(moveOutRouter(deps));
  return router;
}
