import { DEFAULT_REMINDER_SUBJECT, type ReminderSettings } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Db } from '../../lib/db.js';

/** What GET answers before the landlord saved anything: nothing is sent until they do. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  days_of_month: [],
  subject: DEFAULT_REMINDER_SUBJECT,
  message: '',
  send_email: true,
  active: false,
};

const select = {
  daysOfMonth: true,
  subject: true,
  message: true,
  sendEmail: true,
  active: true,
} as const;

function toRead(row: {
  daysOfMonth: number[];
  subject: string;
  message: string;
  sendEmail: boolean;
  active: boolean;
}): ReminderSettings {
  return {
    days_of_month: row.daysOfMonth,
    subject: row.subject,
    message: row.message,
    send_email: row.sendEmail,
    active: row.active,
  };
}

/** GET /communication/reminders/settings/ */
export async function getReminderSettings(db: Db, landlordId: number): Promise<ReminderSettings> {
  const row = await db.reminderSetting.findUnique({ where: { landlordId }, select });
  return row ? toRead(row) : DEFAULT_REMINDER_SETTINGS;
}

/** PUT /communication/reminders/settings/: one row per landlord, created on the first save. */
export async function saveReminderSettings(
  db: Db,
  landlordId: number,
  input: ReminderSettings,
): Promise<ReminderSettings> {
  const data = {
    daysOfMonth: input.days_of_month,
    subject: input.subject || DEFAULT_REMINDER_SUBJECT,
    message: input.message,
    sendEmail: input.send_email,
    active: input.active,
  };
  return db.$transaction(async (tx) => {
    const before = await tx.reminderSetting.findUnique({ where: { landlordId }, select });
    const saved = await tx.reminderSetting.upsert({
      where: { landlordId },
      create: { landlordId, ...data },
      update: data,
      select: { id: true, ...select },
    });
    const after = toRead(saved);
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.reminderSettingsSaved,
      entityType: 'reminder_setting',
      entityId: saved.id,
      data: { before: before ? toRead(before) : null, after },
    });
    return after;
  });
}
