import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';

/** /api/accounts/dashboard/: the landlord dashboard's figures in one call. */
export function dashboardRouter(_deps: Deps): Router {
  return Router();
}
