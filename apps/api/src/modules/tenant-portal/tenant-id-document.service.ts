import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  MESSAGES,
  TENANT_PORTAL_MESSAGES,
  type TenantIdDocument,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { sniffIdDocument } from '../../lib/id-document.js';
import { ID_DOCUMENT_FIELD } from '../../lib/id-document-upload.js';

// PUT /accounts/tenant/id-document/: the tenant replaces their government ID. The new file is
// checked by its bytes, stored under a fresh key, the profile switched over in a transaction, and
// only then the old file deleted: a failure at any step leaves the tenant with one working file.

export type UploadedFile = { originalname: string; buffer: Buffer; size: number };

const NAME_MAX = 255;

const documentError = (message: string) =>
  new AppError(400, ERROR_CODES.validation, message, {
    errors: { [ID_DOCUMENT_FIELD]: [message] },
  });

/** The file name without any folder a browser may send, for display only. */
const displayName = (original: string) =>
  ((original.split(/[\\/]/).pop() ?? '').trim() || 'document').slice(-NAME_MAX);

export const idDocumentUrl = (tenantId: number) =>
  `/api/accounts/tenants/${tenantId}/documents/id/`;

export async function replaceIdDocument(
  deps: Deps,
  tenantId: number,
  file: UploadedFile | undefined,
): Promise<{ id_document: TenantIdDocument }> {
  if (!file || file.size === 0) throw documentError(TENANT_PORTAL_MESSAGES.selectDocument);
  const kind = sniffIdDocument(file.originalname, file.buffer);
  if (!kind) throw documentError(MESSAGES.fileTypeNotAllowed);
  const exists = await deps.db.tenantProfile.count({ where: { userId: tenantId } });
  if (!exists) throw notFound();

  const key = `id-documents/${randomUUID()}.${kind.ext}`;
  const name = displayName(file.originalname);
  await deps.storage.put(key, file.buffer, kind.contentType);
  const now = nowOf(deps);
  let oldKey: string | null;
  try {
    oldKey = await deps.db.$transaction(async (tx) => {
      const before = await tx.tenantProfile.findUniqueOrThrow({
        where: { userId: tenantId },
        select: { idDocumentPath: true, idDocumentName: true },
      });
      await tx.tenantProfile.update({
        where: { userId: tenantId },
        data: {
          idDocumentPath: key,
          idDocumentName: name,
          idDocumentType: kind.contentType,
          idDocumentSize: file.buffer.length,
        },
      });
      await recordAudit(tx, {
        actorId: tenantId,
        action: AUDIT_ACTIONS.tenantIdDocumentReplaced,
        entityType: 'tenant_profile',
        entityId: tenantId,
        data: { before: before.idDocumentName, after: name, type: kind.contentType },
      });
      return before.idDocumentPath;
    });
  } catch (err) {
    await deps.storage.remove(key).catch(() => undefined);
    throw err;
  }
  // The switch is committed; a leftover old file is only wasted space, never a wrong answer.
  if (oldKey && oldKey !== key)
    await deps.storage
      .remove(oldKey)
      .catch((err: unknown) => deps.logger.warn({ err }, 'old ID document not deleted'));
  return {
    id_document: {
      name,
      type: kind.contentType,
      size: file.buffer.length,
      uploaded_at: now.toISOString(),
      url: idDocumentUrl(tenantId),
    },
  };
}
