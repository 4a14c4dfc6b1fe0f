import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';

/** /api/payments: initiation, status, provider notifications, the sandbox hosted page. */
export function paymentsRouter(_deps: Deps): Router {
  return Router();
}
