import { SETTINGS_MESSAGES, SMS_PACKS } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { smsInterestEmail } from './emails.js';
import { notFound } from '../../lib/errors.js';
import { enqueueMail, kickOutbox } from '../../lib/outbox.js';

export type SmsInterestRead = { pack: string; registered_at: string };
export type SmsInterestRegistered = SmsInterestRead & { message: string; is_new: boolean };

const packName = (id: string) => SMS_PACKS.find((pack) => pack.id === id)?.name ?? id;

/** GET /communication/sms-interest/: the packs this landlord asked to hear about (at most six). */
export async function listSmsInterest(
  deps: Deps,
  landlordId: number,
): Promise<{ results: SmsInterestRead[] }> {
  const rows = await deps.db.smsInterest.findMany({
    where: { landlordId },
    orderBy: { id: 'asc' },
    select: { pack: true, createdAt: true },
  });
  return {
    results: rows.map((row) => ({ pack: row.pack, registered_at: row.createdAt.toISOString() })),
  };
}

/**
 * POST /communication/sms-interest/. Registering again only refreshes the row's time; the
 * confirmation email goes out once, on the first registration for a pack.
 */
export async function registerSmsInterest(
  deps: Deps,
  landlordId: number,
  pack: string,
): Promise<SmsInterestRegistered> {
  const name = packName(pack);
  const result = await deps.db.$transaction(async (tx) => {
    const landlord = await tx.user.findUnique({
      where: { id: landlordId },
      select: { email: true, fullName: true },
    });
    if (!landlord) throw notFound('User not found.');
    const created = await tx.smsInterest.createMany({
      data: [{ landlordId, pack }],
      skipDuplicates: true,
    });
    const isNew = created.count === 1;
    const row = await tx.smsInterest.update({
      where: { landlordId_pack: { landlordId, pack } },
      data: { updatedAt: nowOf(deps) },
      select: { id: true, createdAt: true },
    });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.smsInterestRegistered,
      entityType: 'sms_interest',
      entityId: row.id,
      data: { pack, is_new: isNew },
    });
    if (isNew) {
      await enqueueMail(tx, {
        kind: 'sms_interest',
        to: landlord.email,
        landlordId,
        ...smsInterestEmail({ landlordName: landlord.fullName, packName: name }),
      });
    }
    return { isNew, registeredAt: row.createdAt };
  });
  if (result.isNew) {
    kickOutbox(deps);
  }
  return {
    message: SETTINGS_MESSAGES.smsInterestRegistered(name),
    pack,
    registered_at: result.registeredAt.toISOString(),
    is_new: result.isNew,
  };
}
