import yazl from 'yazl';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { statusWhere, UNCONFIRMED_APPLICANT_STATUSES } from './tenant-rows.js';

// A tenant's ID document, served only to the tenant and to their landlord. Anyone else gets the
// same 404 as a missing file, so the route cannot be used to learn who has uploaded what.

export type IdDocumentFile = { name: string; contentType: string; bytes: Buffer };

async function readIdDocument(
  deps: Deps,
  profile: {
    idDocumentPath: string | null;
    idDocumentName: string | null;
    idDocumentType: string | null;
  } | null,
): Promise<IdDocumentFile> {
  if (!profile?.idDocumentPath) throw notFound();
  const bytes = await deps.storage.get(profile.idDocumentPath);
  if (!bytes) throw notFound();
  return {
    name: profile.idDocumentName ?? 'id-document',
    contentType: profile.idDocumentType ?? 'application/octet-stream',
    bytes,
  };
}

const documentSelect = {
  idDocumentPath: true,
  idDocumentName: true,
  idDocumentType: true,
} as const;

export async function getIdDocument(
  deps: Deps,
  actor: Actor,
  tenantId: number,
): Promise<IdDocumentFile> {
  if (actor.role === 'tenant' && actor.userId !== tenantId) throw notFound();
  // A landlord sees only their own tenants' files.
  const where =
    actor.role === 'tenant'
      ? { userId: tenantId }
      : { userId: tenantId, landlordId: actor.userId, user: statusWhere('all') };
  const profile = await deps.db.tenantProfile.findFirst({
    where,
    select: { ...documentSelect, landlordId: true },
  });
  const file = await readIdDocument(deps, profile);
  await recordIdDocumentView(deps, actor.userId, profile!.landlordId, tenantId, 'document');
  return file;
}

/**
 * Issue 22: every view or download of an ID document is in the landlord's activity log, by
 * whom and from where (the request's address and user agent), so a leak can be traced.
 */
function recordIdDocumentView(
  deps: Deps,
  actorId: number,
  landlordId: number | null,
  tenantId: number,
  via: 'document' | 'application_zip',
) {
  return recordAudit(deps.db, {
    actorId,
    landlordId,
    action: AUDIT_ACTIONS.tenantIdDocumentViewed,
    entityType: 'tenant',
    entityId: tenantId,
    data: { via },
  });
}

/** GET /accounts/tenant-applications/:id/documents.zip: the applicant's files in one zip. */
export async function zipApplicationDocuments(
  deps: Deps,
  landlordId: number,
  applicationId: number,
): Promise<{ filename: string; zip: yazl.ZipFile }> {
  const application = await deps.db.tenantApplication.findFirst({
    where: {
      id: applicationId,
      landlordId,
      status: { notIn: [...UNCONFIRMED_APPLICANT_STATUSES] },
    },
    select: {
      tenantId: true,
      tenant: { select: { fullName: true, tenantProfile: { select: documentSelect } } },
    },
  });
  if (!application) throw notFound();
  const file = await readIdDocument(deps, application.tenant.tenantProfile);
  await recordIdDocumentView(deps, landlordId, landlordId, application.tenantId, 'application_zip');
  const zip = new yazl.ZipFile();
  // The stored name is the tenant's own; only its last segment is used (no folders in the zip).
  zip.addBuffer(file.bytes, `id-document-${file.name.replace(/[\\/]/g, '_')}`);
  zip.end();
  return { filename: `application_${applicationId}_documents.zip`, zip };
}
