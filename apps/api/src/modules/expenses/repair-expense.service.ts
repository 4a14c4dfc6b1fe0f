import { nairobiToday } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { DbTx } from '../../lib/db.js';
import { actingMemberId } from '../../lib/entered-by.js';

/**
 * A maintenance report resolved or closed with its repair cost (issue 24 item 3): one `repairs`
 * expense on the report's property and unit, in the caller's transaction. expenses.report_id is
 * unique and the insert skips a duplicate, so repeating the request (or closing after resolving)
 * never records the cost twice. Answers whether an expense was made.
 */
export async function recordRepairExpense(
  tx: DbTx,
  landlordId: number,
  report: { id: number; propertyId: number; unitId: number; title: string },
  amount: number,
  now: Date,
): Promise<boolean> {
  const incurredOn = nairobiToday(now);
  const made = await tx.expense.createMany({
    data: [
      {
        landlordId,
        propertyId: report.propertyId,
        unitId: report.unitId,
        category: 'repairs',
        amount,
        incurredOn: new Date(`${incurredOn}T00:00:00Z`),
        note: `Repair: ${report.title}`.slice(0, 500),
        reportId: report.id,
        enteredByMemberId: actingMemberId(),
      },
    ],
    skipDuplicates: true,
  });
  if (made.count === 0) return false;
  await recordAudit(tx, {
    actorId: landlordId,
    action: AUDIT_ACTIONS.expenseRecorded,
    entityType: 'report',
    entityId: report.id,
    data: { after: { category: 'repairs', amount, incurred_on: incurredOn, report_id: report.id } },
  });
  return true;
}
