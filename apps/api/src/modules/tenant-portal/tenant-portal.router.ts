import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';

/** /api/accounts/tenant/...: the signed-in tenant's own dashboard data and settings. */
export function tenantPortalRouter(_deps: Deps): Router {
  return Router();
}
