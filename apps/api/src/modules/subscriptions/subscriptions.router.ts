import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';

/** /api/accounts/subscription/...: the landlord's subscription status. */
export function subscriptionsRouter(_deps: Deps): Router {
  return Router();
}
