import { nairobiToday, type ArrearsRemindInput } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../../lib/audit.js';
import type { Actor } from '../../../lib/auth.js';
import { nowOf, type Deps } from '../../../lib/deps.js';
import { notFound } from '../../../lib/errors.js';
import { kickOutbox } from '../../../lib/outbox.js';
import { scopedPropertyFilter } from '../../../lib/route-access.js';
import { queueManualReminders } from '../../reminders/manual-reminders.service.js';
import { arrearsRows, type ArrearsRowFull } from './arrears-rows.js';

// POST /api/payments/reports/arrears/remind/ (issue 24 item 2, "one click to remind"): one rent
// reminder email per chosen tenant who owes today, with what they owe, through the email outbox in
// the rent-reminder job's template and the landlord's reminder wording (reminders module).
// SMS joins here when issue 25's SMS lands: the same tenants, a second channel beside the email.

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
): Promise<{ queued: number }> {
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

  const queued = await deps.db.$transaction(async (tx) => {
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
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.arrearsReminded,
      entityType: 'user',
      data: {
        asked: tenantIds,
        reminded: owed.map((o) => ({ tenant_id: o.main.tenant_id, amount_due: o.total })),
      },
    });
    return count;
  });
  if (queued) kickOutbox(deps);
  return { queued };
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
