import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';

/** /api/accounts: the user's account information and the landlord's till number. */
export function accountSettingsRouter(_deps: Deps): Router {
  return Router();
}
