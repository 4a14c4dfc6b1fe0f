import { ReminderSettingsSchema } from '@pango/shared';
import { Router } from 'express';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { allPropertiesOnly } from '../../lib/route-access.js';
import { getReminderSettings, saveReminderSettings } from './reminder-settings.service.js';

/** GET and PUT /reminders/settings/ (landlord). The worker sends the reminders. */
export function reminderSettingsRoutes(deps: Deps): Router {
  const router = Router();
  const landlordOnly = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    // Landlord-wide (issue 23, ADR 038).
    requirePermission('settings.manage'),
    allPropertiesOnly(),
  ];
  router.get('/reminders/settings/', ...landlordOnly, async (_req, res) => {
    res.json(await getReminderSettings(deps.db, actorOf(res).userId));
  });
  router.put('/reminders/settings/', ...landlordOnly, async (req, res) => {
    const input = ReminderSettingsSchema.parse(req.body ?? {});
    res.json(await saveReminderSettings(deps.db, actorOf(res).userId, input));
  });
  return router;
}
