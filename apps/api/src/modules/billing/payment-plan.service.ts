import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';

/**
 * PUT /api/accounts/tenancies/{id}/payment-plan/: the landlord marks a tenancy as on a payment
 * plan (never charged a late fee, issue 20) or takes it off; audited with before and after.
 */
export async function setPaymentPlan(
  deps: Deps,
  landlordId: number,
  tenancyId: number,
  onPaymentPlan: boolean,
) {
  return deps.db.$transaction(async (tx) => {
    const tenancy = await tx.tenancy.findFirst({
      where: { id: tenancyId, landlordId },
      select: { id: true, onPaymentPlan: true },
    });
    if (!tenancy) throw notFound();
    const updated = await tx.tenancy.update({
      where: { id: tenancyId },
      data: { onPaymentPlan },
      select: { id: true, onPaymentPlan: true },
    });
    if (tenancy.onPaymentPlan !== onPaymentPlan)
      await recordAudit(tx, {
        actorId: landlordId,
        action: AUDIT_ACTIONS.paymentPlanSet,
        entityType: 'tenancy',
        entityId: tenancyId,
        data: {
          before: { on_payment_plan: tenancy.onPaymentPlan },
          after: { on_payment_plan: onPaymentPlan },
        },
      });
    return { id: updated.id, on_payment_plan: updated.onPaymentPlan };
  });
}
