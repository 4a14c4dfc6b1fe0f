import type { Router } from 'express';
import type { Deps } from '../../lib/deps.js';

/** POST /landlord/register/step/{step}/ and /landlord/register/complete/. */
export function landlordRegistrationRoutes(_router: Router, _deps: Deps): void {}
