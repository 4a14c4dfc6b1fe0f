import type { Router } from 'express';
import type { Deps } from '../../lib/deps.js';

/** POST /validate-landlord/, /tenant/register/step/{step}/ and /tenant/register/complete/. */
export function tenantRegistrationRoutes(_router: Router, _deps: Deps): void {}
