import { randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  ACCOUNT_DELETION_MESSAGES,
  erasedTenantEmail,
  erasedTenantName,
} from '@pango/shared';
import { Prisma } from '../../generated/prisma/client.js';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { findDeletionBlockers } from './deletion-blockers.service.js';

// Carrying out a tenant's "Delete my account" (issue 22, ADR 036), in one transaction: the person
// is erased, the money records stay under a pseudonym. Files go after the commit (a failed delete
// leaves an orphan file, never a record pointing at nothing). Called by the daily job and by the
// landlord's "Erase now".

/** The provider's fields a C2B record keeps: the money facts, not who sent it. */
const C2B_RAW_KEPT = [
  'TransactionType',
  'TransID',
  'TransTime',
  'TransAmount',
  'BusinessShortCode',
  'BillRefNumber',
  'ThirdPartyTransID',
] as const;

const REDACTED = '[erased]';

export const notSettled = () =>
  new AppError(409, ERROR_CODES.conflict, ACCOUNT_DELETION_MESSAGES.notSettled);

/**
 * Erases the tenant of a pending request if their money is settled. Answers false (nothing done)
 * when the request is not pending or something is still open.
 */
export async function eraseTenantAccount(
  deps: Deps,
  tenantId: number,
  actorId: number | null,
): Promise<boolean> {
  const now = nowOf(deps);
  // Outside the transaction: bcrypt is slow. Nobody knows this password, so nothing signs in.
  const unusableHash = await hashPassword(randomBytes(32).toString('hex'), deps.env.BCRYPT_COST);
  const files = await deps.db
    .$transaction(async (tx) => {
      // The request row is the lock: a second run (or the landlord's click) waits, then finds it erased.
      const locked = await tx.accountDeletionRequest.updateMany({
        where: { tenantId, status: 'pending' },
        data: { status: 'erased', erasedAt: now },
      });
      if (locked.count === 0) return null;
      const blockers = (await findDeletionBlockers(tx, [tenantId])).get(tenantId) ?? [];
      if (blockers.length > 0) throw new StillOpen();
      return eraseRows(tx, { tenantId, actorId, now, unusableHash });
    })
    .catch((err: unknown) => {
      if (err instanceof StillOpen) return null;
      throw err;
    });
  if (!files) return false;
  for (const path of files)
    await deps.storage
      .remove(path)
      .catch((err: unknown) => deps.logger.warn({ err, path }, 'could not remove an erased file'));
  return true;
}

/** Rolls the transaction back when the money is not settled after all. */
class StillOpen extends Error {}

async function eraseRows(
  tx: DbTx,
  p: { tenantId: number; actorId: number | null; now: Date; unusableHash: string },
): Promise<string[]> {
  const { tenantId, now } = p;
  const user = await tx.user.findUniqueOrThrow({
    where: { id: tenantId },
    select: {
      email: true,
      tenantProfile: { select: { landlordId: true, idDocumentPath: true } },
    },
  });
  const pseudonym = erasedTenantName(tenantId);
  const photos = await tx.tenancyPhoto.findMany({
    where: { tenancy: { tenantId } },
    select: { id: true, path: true },
  });
  const files = [
    ...(user.tenantProfile?.idDocumentPath ? [user.tenantProfile.idDocumentPath] : []),
    ...photos.map((photo) => photo.path),
  ];

  await tx.user.update({
    where: { id: tenantId },
    data: {
      fullName: pseudonym,
      email: erasedTenantEmail(tenantId),
      phoneNumber: null,
      passwordHash: p.unusableHash,
      isActive: false,
      tokenVersion: { increment: 1 },
    },
  });
  if (user.tenantProfile)
    await tx.tenantProfile.update({
      where: { userId: tenantId },
      data: {
        nationalId: '',
        kraPin: null,
        phoneNumber: '',
        emergencyContact: '',
        idDocumentPath: null,
        idDocumentName: null,
        idDocumentType: null,
        idDocumentSize: null,
        ...(user.tenantProfile.idDocumentPath ? { idDocumentDeletedAt: now } : {}),
      },
    });
  const sessions = await tx.refreshToken.updateMany({
    where: { userId: tenantId, revokedAt: null },
    data: { revokedAt: now },
  });
  await tx.passwordResetToken.deleteMany({ where: { userId: tenantId } });
  await tx.emailChangeToken.deleteMany({ where: { userId: tenantId } });
  await tx.tenancyPhoto.deleteMany({ where: { id: { in: photos.map((photo) => photo.id) } } });
  await tx.tenantApplication.updateMany({ where: { tenantId }, data: { notes: null } });

  // Money rows stay with their amounts, dates and receipt numbers; who paid reads the pseudonym.
  const mine = { OR: [{ tenantId }, { payerId: tenantId }] };
  const payments = await tx.payment.updateMany({
    where: mine,
    data: { payerPhone: null, payerEmail: null, rawLastStatus: Prisma.DbNull },
  });
  await tx.payment.updateMany({
    where: { ...mine, payerName: { not: null } },
    data: { payerName: pseudonym },
  });
  const c2b = await tx.c2bTransaction.findMany({
    where: { tenancy: { tenantId } },
    select: { id: true, raw: true },
  });
  // One update per record: each keeps its own money fields (a tenant has tens, not thousands).
  for (const row of c2b) {
    const raw = (row.raw ?? {}) as Record<string, unknown>;
    const kept = Object.fromEntries(C2B_RAW_KEPT.filter((k) => k in raw).map((k) => [k, raw[k]]));
    await tx.c2bTransaction.update({
      where: { id: row.id },
      data: { msisdn: null, firstName: null, raw: { ...kept, erased: true } },
    });
  }
  // Mail not sent yet is never sent: its address is about to go.
  await tx.emailOutbox.updateMany({
    where: { to: { equals: user.email, mode: 'insensitive' }, status: 'pending' },
    data: { status: 'failed', failedAt: now, lastError: 'The recipient’s account was erased.' },
  });
  const mails = await tx.emailOutbox.updateMany({
    where: { to: { equals: user.email, mode: 'insensitive' } },
    data: { to: erasedTenantEmail(tenantId), text: REDACTED, html: null },
  });

  const kept = await Promise.all([
    tx.payment.count({ where: mine }),
    tx.rentLedgerEntry.count({ where: { tenantId } }),
    tx.invoice.count({ where: { tenantId } }),
  ]);
  await recordAudit(tx, {
    actorId: p.actorId,
    landlordId: user.tenantProfile?.landlordId ?? null,
    action: AUDIT_ACTIONS.tenantErased,
    entityType: 'tenant',
    entityId: tenantId,
    data: {
      after: {
        name: pseudonym,
        kept: { payments: kept[0], ledger_entries: kept[1], invoices: kept[2] },
        erased: {
          files: files.length,
          sessions_ended: sessions.count,
          emails_redacted: mails.count,
          payments_cleared: payments.count,
          c2b_records_cleared: c2b.length,
        },
      },
    },
  });
  return files;
}
