import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';
import { retryAfterHeader } from '../../lib/rate-limit.js';
import { initiateRoutes } from './initiate.routes.js';
import { notificationRoutes } from './notifications.routes.js';
import { sandboxRoutes } from './sandbox/sandbox.routes.js';
import { statusRoutes } from './status.routes.js';

/** /api/payments: initiation, status, provider notifications, the sandbox hosted page. */
export function paymentsRouter(deps: Deps): Router {
  const router = Router();
  initiateRoutes(router, deps);
  statusRoutes(router, deps);
  notificationRoutes(router, deps);
  sandboxRoutes(router, deps);
  // A 429 from a Postgres-counted limit (the signup deposit's per-phone limit) says when to retry.
  router.use(retryAfterHeader);
  return router;
}
