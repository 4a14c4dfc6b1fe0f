import type { SmsSettings } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Db, DbTx } from '../../lib/db.js';

/** GET /communication/sms/settings/ */
export async function getSmsSettings(db: Db | DbTx, landlordId: number): Promise<SmsSettings> {
  const row = await db.smsSetting.findUnique({ where: { landlordId } });
  return {
    rent_reminders: row?.rentReminders ?? false,
    payment_receipts: row?.paymentReceipts ?? false,
    report_status: row?.reportStatus ?? false,
    tax_reminders: row?.taxReminders ?? false,
  };
}

const columnsOf = (input: SmsSettings) => ({
  rentReminders: input.rent_reminders,
  paymentReceipts: input.payment_receipts,
  reportStatus: input.report_status,
  taxReminders: input.tax_reminders,
});

/** PUT /communication/sms/settings/ */
export async function saveSmsSettings(
  db: Db,
  landlordId: number,
  input: SmsSettings,
): Promise<SmsSettings> {
  return db.$transaction(async (tx) => {
    const before = await getSmsSettings(tx, landlordId);
    await tx.smsSetting.upsert({
      where: { landlordId },
      create: { landlordId, ...columnsOf(input) },
      update: columnsOf(input),
    });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.smsSettingsChanged,
      entityType: 'sms_settings',
      entityId: landlordId,
      data: { before, after: input },
    });
    return input;
  });
}
