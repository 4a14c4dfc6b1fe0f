import {
  canonicalPhone,
  formatDateIn,
  formatKshIn,
  nairobiToday,
  rentReminderSms,
  type ArrearsRemindInput,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../../lib/audit.js';
import type { Actor } from '../../../lib/auth.js';
import type { DbTx } from '../../../lib/db.js';
import { nowOf, type Deps } from '../../../lib/deps.js';
import { notFound } from '../../../lib/errors.js';
import { tenantMessageLanguages } from '../../../lib/message-language.js';
import { kickOutbox } from '../../../lib/outbox.js';
import { scopedPropertyFilter } from '../../../lib/route-access.js';
import { queueManualReminders } from '../../reminders/manual-reminders.service.js';
import { queueSmsIfCredits } from '../../sms/sms-outbox.service.js';
import { getSmsSettings } from '../../sms/sms-settings.service.js';
import { payByMpesaLines } from '../c2b/pay-by-mpesa.service.js';
import { arrearsRows, type ArrearsRowFull } from './arrears-rows.js';

// POST /api/payments/reports/arrears/remind/ (issue 24 item 2, "one click to remind"): one rent
// reminder email per chosen tenant who owes today, with what they owe, through the email outbox in
// the rent-reminder job's template and the landlord's reminder wording (reminders module).
// When the landlord sends rent reminders by SMS (issue 25, SMS settings), the same tenants get the
// reminder by SMS too; too few credits skips the SMS (said in the answer), never the emails.

/**
 * Queues the reminders and answers how many. Any id that is not one of the landlord's tenants (or,
 * for a member, not on their properties: rowInScope) answers 404 and nothing is queued. A tenant
 * who owes nothing today, or turned rent reminders off in their Settings, is not queued.
 */
export async function remindArrears(
  deps: Deps,
  actor: Actor,
  input: ArrearsRemindInput,
  origin: string,
): Promise<{ queued: number; sms_queued: number }> {
  const landlordId = actor.userId;
  const tenantIds = [...new Set(input.tenant_ids)];
  const known = await deps.db.tenancy.findMany({
    where: { landlordId, tenantId: { in: tenantIds } },
    select: { tenantId: true },
    distinct: ['tenantId'],
  });
  if (known.length !== tenantIds.length) throw notFound('Tenant not found.');

  const now = nowOf(deps);
  const today = nairobiToday(now);
  const [rows, wanting] = await Promise.all([
    arrearsRows(deps.db, deps.env, {
      landlordId,
      propertyId: scopedPropertyFilter(actor, undefined),
      tenantIds,
      asOf: today,
      now,
    }),
    deps.db.tenantProfile.findMany({
      where: { userId: { in: tenantIds }, notifyRentReminders: true },
      select: { userId: true },
    }),
  ]);
  const wants = new Set(wanting.map((profile) => profile.userId));
  const owed = owedByTenant(
    rows.filter((row) => wants.has(row.tenant_id)),
    today,
  );

  const { queued, smsQueued } = await deps.db.$transaction(async (tx) => {
    const count = await queueManualReminders(
      tx,
      landlordId,
      owed.map(({ main, total, oldestDue }) => ({
        tenancyId: main.tenancy_id,
        email: main.tenant_email,
        tenantName: main.tenant_name,
        unitNumber: main.unit_number,
        propertyName: main.property_name,
        amountDue: total,
        dueDate: oldestDue,
      })),
      origin,
    );
    const smsQueued = await queueArrearsSms(deps, tx, landlordId, owed);
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.arrearsReminded,
      entityType: 'user',
      data: {
        asked: tenantIds,
        reminded: owed.map((o) => ({ tenant_id: o.main.tenant_id, amount_due: o.total })),
        sms_queued: smsQueued,
      },
    });
    return { queued: count, smsQueued };
  });
  if (queued) kickOutbox(deps);
  return { queued, sms_queued: smsQueued };
}

/** The reminder by SMS to those with a mobile number, when the landlord chose SMS reminders. */
async function queueArrearsSms(
  deps: Deps,
  tx: DbTx,
  landlordId: number,
  owed: ReturnType<typeof owedByTenant>,
): Promise<number> {
  if (owed.length === 0 || !(await getSmsSettings(tx, landlordId)).rent_reminders) return 0;
  const languages = await tenantMessageLanguages(
    tx,
    owed.map((o) => o.main.tenant_id),
  );
  const [landlord, payByMpesa] = await Promise.all([
    tx.user.findUniqueOrThrow({ where: { id: landlordId }, select: { fullName: true } }),
    payByMpesaLines(
      tx,
      landlordId,
      owed.map((o) => o.main.tenancy_id),
      new Map(owed.map((o) => [o.main.tenancy_id, languages.get(o.main.tenant_id) ?? 'en'])),
    ),
  ]);
  const texts = owed.flatMap(({ main, total, oldestDue }) => {
    const to = main.phone_number ? canonicalPhone(main.phone_number) : null;
    if (!to) return [];
    const language = languages.get(main.tenant_id) ?? 'en';
    const body = rentReminderSms(
      {
        landlordName: landlord.fullName,
        unit: `${main.unit_number}, ${main.property_name}`,
        amountDue: formatKshIn(total, language),
        dueDate: formatDateIn(oldestDue, language),
        payByMpesa: payByMpesa.get(main.tenancy_id) ?? null,
      },
      language,
    );
    return [{ to, tenantId: main.tenant_id, kind: 'rent_reminder' as const, body }];
  });
  if (texts.length === 0) return 0;
  const queued = await queueSmsIfCredits(deps, tx, landlordId, texts);
  if (queued === null)
    deps.logger.warn(
      { landlordId, messages: texts.length },
      'arrears SMS skipped: too few credits',
    );
  return queued ?? 0;
}

/** One entry per tenant: the sum of their owing tenancies, named by the one owing most. */
function owedByTenant(rows: readonly ArrearsRowFull[], today: string) {
  const byTenant = new Map<number, { main: ArrearsRowFull; total: number; oldestDue: string }>();
  for (const row of rows) {
    const due = row.oldest_due ?? today;
    const entry = byTenant.get(row.tenant_id);
    if (!entry) {
      byTenant.set(row.tenant_id, { main: row, total: row.total, oldestDue: due });
      continue;
    }
    entry.total += row.total;
    if (row.total > entry.main.total) entry.main = row;
    if (due < entry.oldestDue) entry.oldestDue = due;
  }
  return [...byTenant.values()].sort((a, b) => a.main.tenant_id - b.main.tenant_id);
}
