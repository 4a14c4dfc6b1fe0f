import {
  EMAIL_KIND_LABELS,
  FAILED_EMAILS_SHOWN,
  type EmailDeliveryStatus,
  type ReminderRunSummary,
} from '@pango/shared';
import type { Db } from '../../lib/db.js';

type Run = { id: number; startedAt: Date; reminderDate: Date; queued: number };

/** Its reminders' outbox rows counted by status in one grouped query. */
async function summariseRun(db: Db, run: Run): Promise<ReminderRunSummary> {
  const groups = await db.emailOutbox.groupBy({
    by: ['status'],
    where: { reminders: { some: { runId: run.id } } },
    _count: { _all: true },
  });
  const counts = { sent: 0, pending: 0, failed: 0 };
  for (const group of groups) counts[group.status] = group._count._all;
  return {
    ran_at: run.startedAt.toISOString(),
    // A @db.Date comes back as midnight UTC of that calendar day.
    reminder_date: run.reminderDate.toISOString().slice(0, 10),
    queued: run.queued,
    ...counts,
  };
}

/** GET /communication/reminders/status/: the landlord's newest reminder run and failed emails. */
export async function getEmailDeliveryStatus(
  db: Db,
  landlordId: number,
): Promise<EmailDeliveryStatus> {
  const failedWhere = { landlordId, status: 'failed' as const };
  const [run, failed, failedCount] = await Promise.all([
    db.reminderRun.findFirst({
      where: { landlordId },
      orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
      select: { id: true, startedAt: true, reminderDate: true, queued: true },
    }),
    db.emailOutbox.findMany({
      where: failedWhere,
      // A row failed before failedAt existed has none: it sorts after the dated ones.
      orderBy: [{ failedAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
      take: FAILED_EMAILS_SHOWN,
      select: {
        id: true,
        kind: true,
        to: true,
        subject: true,
        lastError: true,
        failedAt: true,
        createdAt: true,
      },
    }),
    db.emailOutbox.count({ where: failedWhere }),
  ]);
  return {
    last_run: run ? await summariseRun(db, run) : null,
    failed_emails: {
      count: failedCount,
      results: failed.map((row) => ({
        id: row.id,
        kind: row.kind,
        kind_label: EMAIL_KIND_LABELS[row.kind],
        to: row.to,
        subject: row.subject,
        reason: row.lastError,
        failed_at: (row.failedAt ?? row.createdAt).toISOString(),
      })),
    },
  };
}
