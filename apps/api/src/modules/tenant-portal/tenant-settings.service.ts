import {
  ERROR_CODES,
  TENANCY_RECORD_MESSAGES,
  type MoveInDateSchema,
  type NotificationPrefs,
} from '@pango/shared';
import type { z } from 'zod';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Db } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';

// The tenant's own move-in date and notification choices (seed 002 Settings).

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * PATCH /accounts/tenant/move-in-date/. Information shown to the landlord: it never moves billing,
 * which is anchored on dates only the server and the landlord set (docs/decisions/018).
 */
export async function updateMoveInDate(
  deps: Deps,
  tenantId: number,
  input: z.output<typeof MoveInDateSchema>,
): Promise<{ move_in_date: string }> {
  return deps.db.$transaction(async (tx) => {
    const before = await tx.tenantProfile.findUnique({
      where: { userId: tenantId },
      select: { moveInDate: true, user: { select: { currentUnit: { select: { id: true } } } } },
    });
    if (!before) throw notFound();
    // The date belongs to a current tenancy: after move-out it would rewrite what the landlord's
    // records say about a tenancy that has ended (issue 18).
    if (!before.user.currentUnit)
      throw new AppError(409, ERROR_CODES.conflict, TENANCY_RECORD_MESSAGES.noCurrentUnit);
    const after = await tx.tenantProfile.update({
      where: { userId: tenantId },
      data: { moveInDate: new Date(`${input.move_in_date}T00:00:00Z`) },
      select: { moveInDate: true },
    });
    await recordAudit(tx, {
      actorId: tenantId,
      action: AUDIT_ACTIONS.tenantMoveInDateUpdated,
      entityType: 'tenant_profile',
      entityId: tenantId,
      data: {
        before: before.moveInDate ? isoDate(before.moveInDate) : null,
        after: input.move_in_date,
      },
    });
    return { move_in_date: after.moveInDate ? isoDate(after.moveInDate) : input.move_in_date };
  });
}

const prefsSelect = {
  notifyRentReminders: true,
  notifyMaintenanceUpdates: true,
  notifyAnnouncements: true,
} as const;

const toPrefs = (row: {
  notifyRentReminders: boolean;
  notifyMaintenanceUpdates: boolean;
  notifyAnnouncements: boolean;
}): NotificationPrefs => ({
  rent_reminders_email: row.notifyRentReminders,
  maintenance_updates: row.notifyMaintenanceUpdates,
  announcements_email: row.notifyAnnouncements,
});

/** GET /accounts/tenant/notifications/ */
export async function getNotificationPrefs(db: Db, tenantId: number): Promise<NotificationPrefs> {
  const row = await db.tenantProfile.findUnique({
    where: { userId: tenantId },
    select: prefsSelect,
  });
  if (!row) throw notFound();
  return toPrefs(row);
}

/** PUT /accounts/tenant/notifications/ */
export async function updateNotificationPrefs(
  deps: Deps,
  tenantId: number,
  prefs: NotificationPrefs,
): Promise<NotificationPrefs> {
  return deps.db.$transaction(async (tx) => {
    const exists = await tx.tenantProfile.count({ where: { userId: tenantId } });
    if (!exists) throw notFound();
    const row = await tx.tenantProfile.update({
      where: { userId: tenantId },
      data: {
        notifyRentReminders: prefs.rent_reminders_email,
        notifyMaintenanceUpdates: prefs.maintenance_updates,
        notifyAnnouncements: prefs.announcements_email,
      },
      select: prefsSelect,
    });
    await recordAudit(tx, {
      actorId: tenantId,
      action: AUDIT_ACTIONS.tenantNotificationsUpdated,
      entityType: 'tenant_profile',
      entityId: tenantId,
      data: prefs,
    });
    return toPrefs(row);
  });
}
