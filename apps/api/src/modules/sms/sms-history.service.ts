import {
  SMS_HISTORY_PAGE_SIZE,
  type SmsHistoryPage,
  type SmsHistoryQuerySchema,
} from '@pango/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db.js';

type HistoryQuery = z.output<typeof SmsHistoryQuerySchema>;

/**
 * GET /communication/sms/messages/: the landlord's SMS, newest first (id breaks ties), filtered by
 * status and kind in the database (indexes sms_outbox_landlord_id_{status,kind}_created_at_id).
 * Two queries whatever the page: the count and the page with its tenants' names.
 */
export async function listSmsHistory(
  db: Db,
  landlordId: number,
  query: HistoryQuery,
): Promise<SmsHistoryPage> {
  const where: Prisma.SmsOutboxWhereInput = {
    landlordId,
    ...(query.status ? { status: query.status } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
  };
  const [count, rows] = await Promise.all([
    db.smsOutbox.count({ where }),
    db.smsOutbox.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (query.page - 1) * SMS_HISTORY_PAGE_SIZE,
      take: SMS_HISTORY_PAGE_SIZE,
      select: {
        id: true,
        createdAt: true,
        to: true,
        kind: true,
        segments: true,
        credits: true,
        status: true,
        failureReason: true,
        deliveredAt: true,
        tenant: { select: { fullName: true } },
      },
    }),
  ]);
  return {
    count,
    page: query.page,
    page_size: SMS_HISTORY_PAGE_SIZE,
    results: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      recipient: row.to,
      tenant_name: row.tenant?.fullName ?? null,
      kind: row.kind,
      segments: row.segments,
      credits: row.credits,
      status: row.status,
      failure_reason: row.failureReason,
      delivered_at: row.deliveredAt?.toISOString() ?? null,
    })),
  };
}
