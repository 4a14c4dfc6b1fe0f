import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  LIMITS,
  MAX_TENANCY_PHOTOS,
  MESSAGES,
  MOVE_OUT_MESSAGES,
  TENANCY_PHOTO_FIELD,
  type TenancyPhotoRead,
} from '@pango/shared';
import multer from 'multer';
import type { RequestHandler } from 'express';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { sniffIdDocument } from '../../lib/id-document.js';
import { lockRows } from '../../lib/row-locks.js';

// POST /accounts/tenancies/{id}/photos/: a photo of the unit's condition at move-out (issue 18
// item 4). Judged by its bytes like an ID document (lib/id-document.ts), images only, size-limited,
// stored under a fresh key; the row is written in a transaction and the file removed if it fails.

const photoError = (message: string) =>
  new AppError(400, ERROR_CODES.validation, message, {
    errors: { [TENANCY_PHOTO_FIELD]: [message] },
  });

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: LIMITS.idDocumentMaxBytes, files: 1, fields: 5 },
}).single(TENANCY_PHOTO_FIELD);

/** Multer's failures in the one error shape: too large says so, anything else is a bad request. */
export const tenancyPhotoUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (err?: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE')
      return next(photoError(MESSAGES.fileTooLarge));
    next(photoError(MESSAGES.invalidInput));
  });
};

export type UploadedPhoto = { originalname: string; buffer: Buffer; size: number };

const displayName = (original: string) =>
  ((original.split(/[\\/]/).pop() ?? '').trim() || 'photo').slice(-255);

export async function addTenancyPhoto(
  deps: Deps,
  landlordId: number,
  tenancyId: number,
  file: UploadedPhoto | undefined,
): Promise<TenancyPhotoRead> {
  const owned = await deps.db.tenancy.count({ where: { id: tenancyId, landlordId } });
  if (!owned) throw notFound();
  if (!file || file.size === 0) throw photoError(MOVE_OUT_MESSAGES.selectPhoto);
  const kind = sniffIdDocument(file.originalname, file.buffer);
  if (!kind || kind.ext === 'pdf') throw photoError(MOVE_OUT_MESSAGES.photoNotImage);

  const key = `move-out/${randomUUID()}.${kind.ext}`;
  const name = displayName(file.originalname);
  await deps.storage.put(key, file.buffer, kind.contentType);
  try {
    return await deps.db.$transaction(async (tx) => {
      // Locked so two uploads at once cannot both pass the count.
      await lockRows(tx, deps.env, 'tenancies', [tenancyId]);
      const count = await tx.tenancyPhoto.count({ where: { tenancyId } });
      if (count >= MAX_TENANCY_PHOTOS)
        throw photoError(MOVE_OUT_MESSAGES.tooManyPhotos(MAX_TENANCY_PHOTOS));
      const photo = await tx.tenancyPhoto.create({
        data: { tenancyId, path: key, name, type: kind.contentType, size: file.buffer.length },
      });
      await recordAudit(tx, {
        actorId: landlordId,
        action: AUDIT_ACTIONS.tenancyPhotoAdded,
        entityType: 'tenancy',
        entityId: tenancyId,
        data: { after: { photoId: photo.id, name, type: kind.contentType } },
      });
      return {
        id: photo.id,
        name,
        type: kind.contentType,
        size: photo.size,
        created_at: photo.createdAt.toISOString(),
      };
    });
  } catch (err) {
    await deps.storage.remove(key).catch(() => undefined);
    throw err;
  }
}
