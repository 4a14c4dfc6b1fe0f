import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  PROPERTY_PHOTO_LIMITS,
  VACANCY_MESSAGES,
  type PropertyPhotoRead,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Db, DbTx } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { lockRows } from '../../lib/row-locks.js';
import { toWebp } from '../../lib/photo-upload.js';

// A property's photos (ADR 032): stored WebP under a fresh key (the row's `url` holds the storage
// key), shown to the landlord through an authorised download and to the public only on a page
// that is on. Another landlord's property or photo is 404, as if it did not exist.

const photoField = (status: number, message: string) =>
  new AppError(status, ERROR_CODES.validation, message, {
    errors: { [PROPERTY_PHOTO_LIMITS.field]: [message] },
  });

/** Where the landlord's screens fetch a photo (with their bearer token). */
export const ownerPhotoPath = (photoId: number) => `/api/accounts/property-photos/${photoId}/`;

export async function assertOwnedProperty(db: Db | DbTx, landlordId: number, propertyId: number) {
  const owned = await db.property.count({ where: { id: propertyId, landlordId } });
  if (!owned) throw notFound();
}

const toRead = (row: { id: number; position: number }): PropertyPhotoRead => ({
  id: row.id,
  position: row.position,
  url: ownerPhotoPath(row.id),
});

const photoOrder = [{ position: 'asc' as const }, { id: 'asc' as const }];

/** GET /accounts/properties/{id}/photos/ */
export async function listPropertyPhotos(deps: Deps, landlordId: number, propertyId: number) {
  await assertOwnedProperty(deps.db, landlordId, propertyId);
  const rows = await deps.db.propertyImage.findMany({
    where: { propertyId },
    orderBy: photoOrder,
    select: { id: true, position: true },
  });
  return rows.map(toRead);
}

/** POST /accounts/properties/{id}/photos/ (multipart "photo"): appended last. */
export async function addPropertyPhoto(
  deps: Deps,
  landlordId: number,
  propertyId: number,
  file: Express.Multer.File | undefined,
): Promise<PropertyPhotoRead> {
  await assertOwnedProperty(deps.db, landlordId, propertyId);
  const webp = await toWebp(file);
  const key = `property-photos/${propertyId}/${randomUUID()}.webp`;
  await deps.storage.put(key, webp, 'image/webp');
  try {
    return await deps.db.$transaction(async (tx) => {
      // Locked so two uploads at once cannot both pass the count or take the same position.
      await lockRows(tx, deps.env, 'properties', [propertyId]);
      const photos = await tx.propertyImage.aggregate({
        where: { propertyId },
        _count: { _all: true },
        _max: { position: true },
      });
      if (photos._count._all >= PROPERTY_PHOTO_LIMITS.maxPerProperty)
        throw photoField(400, VACANCY_MESSAGES.tooManyPhotos);
      const row = await tx.propertyImage.create({
        data: { propertyId, url: key, position: (photos._max.position ?? -1) + 1 },
        select: { id: true, position: true },
      });
      await recordAudit(tx, {
        actorId: landlordId,
        action: AUDIT_ACTIONS.propertyPhotoAdded,
        entityType: 'property',
        entityId: propertyId,
        data: { after: { photoId: row.id, bytes: webp.length } },
      });
      return toRead(row);
    });
  } catch (err) {
    await deps.storage.remove(key).catch(() => undefined);
    throw err;
  }
}

async function ownedPhoto(db: Db | DbTx, landlordId: number, photoId: number) {
  const photo = await db.propertyImage.findFirst({
    where: { id: photoId, property: { landlordId } },
    select: { id: true, url: true, propertyId: true },
  });
  if (!photo) throw notFound();
  return photo;
}

/** DELETE /accounts/property-photos/{id}/ */
export async function deletePropertyPhoto(deps: Deps, landlordId: number, photoId: number) {
  const photo = await ownedPhoto(deps.db, landlordId, photoId);
  await deps.db.$transaction(async (tx) => {
    await tx.propertyImage.delete({ where: { id: photo.id } });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.propertyPhotoDeleted,
      entityType: 'property',
      entityId: photo.propertyId,
      data: { before: { photoId: photo.id } },
    });
  });
  // After the commit: a failed removal leaves an orphan file, never a row without its file.
  await deps.storage.remove(photo.url).catch(() => undefined);
}

/** PUT /accounts/properties/{id}/photos/order/: every photo of the property, each once. */
export async function reorderPropertyPhotos(
  deps: Deps,
  landlordId: number,
  propertyId: number,
  photoIds: number[],
): Promise<PropertyPhotoRead[]> {
  await assertOwnedProperty(deps.db, landlordId, propertyId);
  return deps.db.$transaction(async (tx) => {
    await lockRows(tx, deps.env, 'properties', [propertyId]);
    const current = await tx.propertyImage.findMany({
      where: { propertyId },
      orderBy: photoOrder,
      select: { id: true },
    });
    const known = new Set(current.map((p) => p.id));
    const isPermutation =
      photoIds.length === known.size &&
      new Set(photoIds).size === photoIds.length &&
      photoIds.every((id) => known.has(id));
    if (!isPermutation)
      throw new AppError(400, ERROR_CODES.validation, VACANCY_MESSAGES.photoOrder, {
        errors: { photo_ids: [VACANCY_MESSAGES.photoOrder] },
      });
    for (const [position, id] of photoIds.entries())
      await tx.propertyImage.update({ where: { id }, data: { position } });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.propertyPhotosReordered,
      entityType: 'property',
      entityId: propertyId,
      data: { before: current.map((p) => p.id), after: photoIds },
    });
    return photoIds.map((id, position) => toRead({ id, position }));
  });
}

/** GET /accounts/property-photos/{id}/: the landlord's own photo, whether the page is on or off. */
export async function readOwnedPhoto(deps: Deps, landlordId: number, photoId: number) {
  const photo = await ownedPhoto(deps.db, landlordId, photoId);
  const bytes = await deps.storage.get(photo.url);
  if (!bytes) throw notFound();
  return bytes;
}
