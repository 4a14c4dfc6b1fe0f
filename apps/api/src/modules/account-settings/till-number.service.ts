import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Db } from '../../lib/db.js';
import { notFound } from '../../lib/errors.js';

export type TillNumberRead = { mpesa_till_number: string | null };

/** GET /accounts/till-number/: the landlord's M-Pesa till (null when none). */
export async function getTillNumber(db: Db, landlordId: number): Promise<TillNumberRead> {
  const profile = await db.landlordProfile.findUnique({
    where: { userId: landlordId },
    select: { mpesaTillNumber: true },
  });
  if (!profile) throw notFound('Landlord profile not found.');
  return { mpesa_till_number: profile.mpesaTillNumber };
}

/** PATCH /accounts/till-number/update/: blank (undefined after parsing) removes the till. */
export async function updateTillNumber(
  db: Db,
  landlordId: number,
  till: string | undefined,
): Promise<TillNumberRead> {
  return db.$transaction(async (tx) => {
    const before = await tx.landlordProfile.findUnique({
      where: { userId: landlordId },
      select: { id: true, mpesaTillNumber: true },
    });
    if (!before) throw notFound('Landlord profile not found.');
    const saved = await tx.landlordProfile.update({
      where: { id: before.id },
      data: { mpesaTillNumber: till ?? null },
      select: { mpesaTillNumber: true },
    });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.tillNumberUpdated,
      entityType: 'landlord_profile',
      entityId: before.id,
      data: { before: before.mpesaTillNumber, after: saved.mpesaTillNumber },
    });
    return { mpesa_till_number: saved.mpesaTillNumber };
  });
}
