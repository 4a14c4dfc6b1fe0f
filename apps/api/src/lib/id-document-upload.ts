import type { RequestHandler } from 'express';
import multer from 'multer';
import { ERROR_CODES, LIMITS, MESSAGES } from '@pango/shared';
import { AppError } from './errors.js';

// The tenant signup's complete call and the tenant's ID replacement may arrive as
// multipart/form-data carrying the government ID (two modules use it, so it lives in lib/). Files
// are kept in memory (at most LIMITS.idDocumentMaxBytes, one file) so their bytes can be checked
// before anything is stored; JSON requests pass through untouched.

export const ID_DOCUMENT_FIELD = 'id_document';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: LIMITS.idDocumentMaxBytes, files: 1, fields: 30 },
}).single(ID_DOCUMENT_FIELD);

const documentError = (message: string) =>
  new AppError(400, ERROR_CODES.validation, message, {
    errors: { [ID_DOCUMENT_FIELD]: [message] },
  });

/**
 * Multer's own failures become the one error shape: a file over the limit says so on the
 * id_document field; anything else (a second file, an unexpected field, a malformed body) is the
 * client's mistake and answers 400, never a 500.
 */
function uploadError(err: unknown): AppError {
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return documentError(MESSAGES.fileTooLarge);
    if (err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE')
      return documentError(MESSAGES.invalidInput);
  }
  return new AppError(400, ERROR_CODES.validation, MESSAGES.invalidInput);
}

export const idDocumentUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (err?: unknown) => (err ? next(uploadError(err)) : next()));
};
