import {
  MoveInDateSchema,
  NotificationPrefsSchema,
  TenantLanguageInputSchema,
} from '@pango/shared';
import { Router } from 'express';
import { actorOf, requireAuth, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { idDocumentUpload } from '../../lib/id-document-upload.js';
import { setTenantLanguage } from '../tenants/tenant-language.service.js';
import { getTenantDashboard } from './tenant-dashboard.service.js';
import { replaceIdDocument } from './tenant-id-document.service.js';
import {
  getNotificationPrefs,
  updateMoveInDate,
  updateNotificationPrefs,
} from './tenant-settings.service.js';

/** /api/accounts/tenant/...: the signed-in tenant's own dashboard data and settings. */
export function tenantPortalRouter(deps: Deps): Router {
  const router = Router();
  const tenant = [requireAuth(deps.env.JWT_SECRET), requireRole('tenant')];

  router.get('/tenant/dashboard/', ...tenant, async (_req, res) => {
    res.json(await getTenantDashboard(deps, actorOf(res).userId));
  });
  router.patch('/tenant/move-in-date/', ...tenant, async (req, res) => {
    const input = MoveInDateSchema.parse(req.body ?? {});
    res.json(await updateMoveInDate(deps, actorOf(res).userId, input));
  });
  router.put('/tenant/id-document/', ...tenant, idDocumentUpload, async (req, res) => {
    res.json(await replaceIdDocument(deps, actorOf(res).userId, req.file));
  });
  router.get('/tenant/notifications/', ...tenant, async (_req, res) => {
    res.json(await getNotificationPrefs(deps.db, actorOf(res).userId));
  });
  router.put('/tenant/notifications/', ...tenant, async (req, res) => {
    const prefs = NotificationPrefsSchema.parse(req.body ?? {});
    res.json(await updateNotificationPrefs(deps, actorOf(res).userId, prefs));
  });
  // The tenant's language for their screens, emails and SMS (issue 25 item 6, ADR 045).
  router.put('/tenant/language/', ...tenant, async (req, res) => {
    const { language } = TenantLanguageInputSchema.parse(req.body ?? {});
    res.json(await setTenantLanguage(deps, actorOf(res).userId, language));
  });
  return router;
}
