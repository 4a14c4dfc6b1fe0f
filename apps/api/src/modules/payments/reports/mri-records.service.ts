import {
  ERROR_CODES,
  MRI_MESSAGES,
  certificateFitsPayment,
  type WithholdingCertificateSchema,
} from '@pango/shared';
import type { z } from 'zod';
import { AUDIT_ACTIONS, recordAudit } from '../../../lib/audit.js';
import type { Deps } from '../../../lib/deps.js';
import { actingMemberId } from '../../../lib/entered-by.js';
import { AppError, notFound } from '../../../lib/errors.js';

// What the landlord records for the MRI report (ADR 039): a withholding agent's certificate against
// a rent payment, and a tenant's KRA PIN (the tenant's own Settings or the landlord's edit).

export type WithholdingCertificateRead = {
  payment_id: number;
  certificate_number: string;
  amount: number;
  gross_rent: number;
};

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { errors: { [field]: [message] } });

/** PUT /payments/{id}/withholding-certificate/: records or corrects the payment's certificate. */
export async function recordWithholdingCertificate(
  deps: Deps,
  landlordId: number,
  paymentId: number,
  input: z.output<typeof WithholdingCertificateSchema>,
): Promise<WithholdingCertificateRead> {
  return deps.db.$transaction(async (tx) => {
    const payment = await tx.payment.findFirst({
      where: { id: paymentId, landlordId },
      select: {
        kind: true,
        status: true,
        amount: true,
        withholdingCertificate: { select: { certificateNumber: true, amount: true } },
      },
    });
    if (!payment) throw notFound();
    if (payment.kind !== 'rent' || payment.status !== 'completed') {
      throw new AppError(409, ERROR_CODES.conflict, MRI_MESSAGES.notRent);
    }
    if (!certificateFitsPayment(input.amount, payment.amount)) {
      throw invalid('amount', MRI_MESSAGES.certificateOverPayment);
    }
    const data = {
      certificateNumber: input.certificate_number,
      amount: input.amount,
      enteredByMemberId: actingMemberId(),
    };
    await tx.withholdingCertificate.upsert({
      where: { paymentId },
      create: { paymentId, landlordId, ...data },
      update: data,
    });
    const before = payment.withholdingCertificate;
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.withholdingCertificateRecorded,
      entityType: 'payment',
      entityId: paymentId,
      data: {
        before: before
          ? { certificate_number: before.certificateNumber, amount: before.amount }
          : null,
        after: input,
      },
    });
    return {
      payment_id: paymentId,
      certificate_number: input.certificate_number,
      amount: input.amount,
      gross_rent: payment.amount + input.amount,
    };
  });
}

/**
 * Sets a tenant's KRA PIN (null clears it). `landlordId` set = the landlord editing their tenant
 * (another landlord's tenant → 404); unset = the tenant's own Settings.
 */
export async function setKraPin(
  deps: Deps,
  actorId: number,
  tenantId: number,
  kraPin: string | null,
  landlordId?: number,
): Promise<{ kra_pin: string | null }> {
  return deps.db.$transaction(async (tx) => {
    const profile = await tx.tenantProfile.findFirst({
      where: { userId: tenantId, ...(landlordId !== undefined ? { landlordId } : {}) },
      select: { kraPin: true },
    });
    if (!profile) throw notFound();
    await tx.tenantProfile.update({ where: { userId: tenantId }, data: { kraPin } });
    if (profile.kraPin !== kraPin) {
      await recordAudit(tx, {
        actorId,
        action: AUDIT_ACTIONS.tenantKraPinUpdated,
        entityType: 'tenant_profile',
        entityId: tenantId,
        data: { before: profile.kraPin, after: kraPin },
      });
    }
    return { kra_pin: kraPin };
  });
}

/** GET of the tenant's own PIN (their Settings). */
export async function getKraPin(deps: Deps, tenantId: number): Promise<{ kra_pin: string | null }> {
  const profile = await deps.db.tenantProfile.findUnique({
    where: { userId: tenantId },
    select: { kraPin: true },
  });
  if (!profile) throw notFound();
  return { kra_pin: profile.kraPin };
}
