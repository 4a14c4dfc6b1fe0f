import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';
import { moveOutRouter } from './move-out.router.js';

/**
 * /api/accounts: tenancies as records (issue 18, ADR 021). Each part of a tenancy's life (deposits
 * held, notice, move-out and refund, history) has its own sub-router, mounted here.
 */
export function tenanciesRouter(deps: Deps): Router {
  const router = Router();
  router.use(moveOutRouter(deps));
  return router;
}
