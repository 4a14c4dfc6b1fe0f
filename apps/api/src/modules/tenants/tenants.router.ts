import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';

/** /api/accounts: tenants, applications, tenancy changes, documents and statements. */
export function tenantsRouter(_deps: Deps): Router {
  return Router();
}
