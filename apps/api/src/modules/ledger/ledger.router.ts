import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';

/** /api/payments: the tenant's rent summary, rent payment lists, exports and rent updates. */
export function ledgerRouter(_deps: Deps): Router {
  return Router();
}
