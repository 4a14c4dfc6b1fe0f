import { Router } from 'express';
import type { Deps } from '../../lib/deps.js';

/** /api/accounts: properties, units, room types (unit types) and unit availability. */
export function propertiesRouter(_deps: Deps): Router {
  return Router();
}
