import type { RequestHandler } from 'express';
import multer from 'multer';
import sharp from 'sharp';
import { ERROR_CODES, MESSAGES, PROPERTY_PHOTO_LIMITS, VACANCY_MESSAGES } from '@pango/shared';
import { AppError } from './errors.js';

// A property photo arrives as multipart/form-data (field "photo"), kept in memory up to the limit
// so its bytes are checked before anything is stored; then it is re-encoded as WebP (ADR 032).

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PROPERTY_PHOTO_LIMITS.maxBytes, files: 1, fields: 5 },
}).single(PROPERTY_PHOTO_LIMITS.field);

const photoError = (status: number, message: string) =>
  new AppError(status, ERROR_CODES.validation, message, {
    errors: { [PROPERTY_PHOTO_LIMITS.field]: [message] },
  });

export const photoUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (err?: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE')
      return next(photoError(413, VACANCY_MESSAGES.photoTooLarge));
    next(new AppError(400, ERROR_CODES.validation, MESSAGES.invalidInput));
  });
};

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * The upload as a WebP at most PROPERTY_PHOTO_LIMITS.maxSide on its longest side, turned upright
 * (EXIF orientation) and stripped of its metadata (a phone photo's GPS position stays private).
 * The format is read from the bytes, never from the name or the declared type.
 */
export async function toWebp(file: Express.Multer.File | undefined): Promise<Buffer> {
  if (!file) throw photoError(400, VACANCY_MESSAGES.photoRequired);
  let format: string | undefined;
  try {
    format = (await sharp(file.buffer).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw photoError(400, VACANCY_MESSAGES.photoType);
  const side = PROPERTY_PHOTO_LIMITS.maxSide;
  try {
    return await sharp(file.buffer)
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    // A truncated or corrupt image that still had a valid header.
    throw photoError(400, VACANCY_MESSAGES.photoType);
  }
}
