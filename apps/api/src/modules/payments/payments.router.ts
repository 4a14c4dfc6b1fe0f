import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';
import { initiateRoutes } from './initiate.routes.js';
import { notificationRoutes } from './notifications.routes.js';
import { sandboxRoutes } from './sandbox/sandbox.routes.js';
import { statusRoutes } from './status.routes.js';
import { unclaimedDepositRoutes } from './unclaimed-deposits.routes.js';

/**
 * /api/payments: initiation, status, provider notifications, the sandbox hosted page, and the
 * landlord's unclaimed signup deposits.
 */
export function paymentsRouter(deps: Deps): Router {
  const router = Router();
  initiateRoutes(router, deps);
  statusRoutes(router, deps);
  notificationRoutes(router, deps);
  sandboxRoutes(router, deps);
  unclaimedDepositRoutes(router, deps);
  return router;
}
