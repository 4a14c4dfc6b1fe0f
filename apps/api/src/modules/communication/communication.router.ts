import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';

/** /api/communication: reports (open count for now), reminder settings, SMS interest. */
export function communicationRouter(_deps: Deps): Router {
  return Router();
}
