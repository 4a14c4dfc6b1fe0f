import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';
import { retryAfterHeader } from '../../lib/rate-limit.js';
import { c2bLandlordRoutes } from './c2b/c2b.router.js';
import { initiateRoutes } from './initiate.router.js';
import { mpesaImportRoutes } from './c2b/mpesa-import.router.js';
import { invoiceRoutes } from './invoices/invoices.router.js';
import { manualPaymentRoutes } from './manual-payments.router.js';
import { notificationRoutes } from './notifications.router.js';
import { payoutRoutes } from './payouts/payouts.router.js';
import { arrearsRoutes } from './reports/arrears.router.js';
import { sandboxRoutes } from './sandbox/sandbox.router.js';
import { statusRoutes } from './status.router.js';
import { unclaimedDepositRoutes } from './unclaimed-deposits.router.js';

/**
 * /api/payments: initiation, status, provider notifications, the sandbox hosted page, and the
 * landlord's unclaimed signup deposits, payments recorded by hand and receipts, and reports.
 */
export function paymentsRouter(deps: Deps): Router {
  const router = Router();
  initiateRoutes(router, deps);
  statusRoutes(router, deps);
  notificationRoutes(router, deps);
  sandboxRoutes(router, deps);
  unclaimedDepositRoutes(router, deps);
  manualPaymentRoutes(router, deps);
  c2bLandlordRoutes(router, deps);
  payoutRoutes(router, deps);
  mpesaImportRoutes(router, deps);
  invoiceRoutes(router, deps);
  arrearsRoutes(router, deps);
  // A 429 from a Postgres-counted limit (the signup deposit's per-phone limit) says when to retry.
  router.use(retryAfterHeader);
  return router;
}
