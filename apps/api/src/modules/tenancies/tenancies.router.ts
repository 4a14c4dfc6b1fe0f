import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';
import { tenancyHistoryRouter } from './tenancy-history.router.js';

/**
 * /api/accounts: tenancies as records (issue 18, ADR 021). Each part of a tenancy's life (deposits
 * held, notice, move-out and refund, history) has its own sub-router, mounted here.
 */
export function tenanciesRouter(deps: Deps): Router {
  const router = Router();
  void deps;
  router.use(tenancyHistoryRouter(deps));
  return router;
}
