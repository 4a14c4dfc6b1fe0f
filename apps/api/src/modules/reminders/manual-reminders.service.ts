import { formatDateIn } from '@pango/shared';
import type { DbTx } from '../../lib/db.js';
import { tenancyMessageLanguages } from '../../lib/message-language.js';
import { enqueueMails, type OutboxMail } from '../../lib/outbox.js';
import { payByMpesaLines } from '../payments/c2b/pay-by-mpesa.service.js';
import { rentReminderEmail } from './emails.js';

// Rent reminders a landlord sends by hand (the arrears report's "Remind", issue 24 item 2): the same
// email as the scheduled job's (emails.ts), in the landlord's reminder wording, through the outbox.

export type ManualReminder = {
  tenancyId: number;
  email: string;
  tenantName: string;
  unitNumber: string;
  propertyName: string;
  /** Whole KSh. */
  amountDue: number;
  /** YYYY-MM-DD: the oldest unpaid due date. */
  dueDate: string;
};

/** Queues one reminder per entry in the caller's transaction; answers how many. */
export async function queueManualReminders(
  tx: DbTx,
  landlordId: number,
  reminders: readonly ManualReminder[],
  origin: string,
): Promise<number> {
  if (reminders.length === 0) return 0;
  // One after another: a transaction's client runs one query at a time.
  const landlord = await tx.user.findUniqueOrThrow({
    where: { id: landlordId },
    select: { fullName: true },
  });
  const setting = await tx.reminderSetting.findUnique({
    where: { landlordId },
    select: { subject: true, message: true },
  });
  const languages = await tenancyMessageLanguages(
    tx,
    reminders.map((r) => r.tenancyId),
  );
  const payByMpesa = await payByMpesaLines(
    tx,
    landlordId,
    reminders.map((r) => r.tenancyId),
    languages,
  );
  const mails: OutboxMail[] = reminders.map((r) => {
    const language = languages.get(r.tenancyId) ?? 'en';
    return {
      kind: 'reminder',
      landlordId,
      to: r.email,
      ...rentReminderEmail({
        landlordName: landlord.fullName,
        subject: setting?.subject ?? '',
        message: setting?.message ?? '',
        tenantName: r.tenantName,
        unit: r.unitNumber,
        property: r.propertyName,
        amountDue: r.amountDue,
        dueDate: formatDateIn(r.dueDate, language),
        paymentLink: `${origin}/tenant/payments`,
        payByMpesa: payByMpesa.get(r.tenancyId) ?? null,
        language,
      }),
    };
  });
  return (await enqueueMails(tx, mails)).length;
}
