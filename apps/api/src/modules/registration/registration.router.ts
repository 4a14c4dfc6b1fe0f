import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';
import { landlordRegistrationRoutes } from './landlord-registration.router.js';
import { tenantRegistrationRoutes } from './tenant-registration.router.js';

/** Public signup endpoints under /api/accounts (seed 000 section 7). */
export function registrationRouter(deps: Deps): Router {
  const router = Router();
  landlordRegistrationRoutes(router, deps);
  tenantRegistrationRoutes(router, deps);
  return router;
}
