import {
  ID_DOCUMENT_RETENTION_DEFAULT_DAYS,
  type DataRetention,
  type DataRetentionInput,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';

// The landlord's ID-document retention (issue 22): how many days after a tenancy ends a former
// tenant's ID document is kept. Keeping it past the default is allowed with a reason, which the
// activity log records with the change.

export async function getDataRetention(deps: Deps, landlordId: number): Promise<DataRetention> {
  const profile = await deps.db.landlordProfile.findUnique({
    where: { userId: landlordId },
    select: { idDocumentRetentionDays: true },
  });
  if (!profile) throw notFound();
  return {
    id_document_retention_days: profile.idDocumentRetentionDays,
    default_days: ID_DOCUMENT_RETENTION_DEFAULT_DAYS,
  };
}

export async function updateDataRetention(
  deps: Deps,
  landlordId: number,
  input: DataRetentionInput,
): Promise<DataRetention> {
  await deps.db.$transaction(async (tx) => {
    const before = await tx.landlordProfile.findUnique({
      where: { userId: landlordId },
      select: { idDocumentRetentionDays: true },
    });
    if (!before) throw notFound();
    if (before.idDocumentRetentionDays === input.id_document_retention_days) return;
    await tx.landlordProfile.update({
      where: { userId: landlordId },
      data: { idDocumentRetentionDays: input.id_document_retention_days },
    });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.idDocumentRetentionChanged,
      entityType: 'landlord',
      entityId: landlordId,
      data: {
        before: { id_document_retention_days: before.idDocumentRetentionDays },
        after: {
          id_document_retention_days: input.id_document_retention_days,
          ...(input.reason ? { reason: input.reason } : {}),
        },
      },
    });
  });
  return getDataRetention(deps, landlordId);
}
