import { randomUUID } from 'node:crypto';
import { ERROR_CODES, MESSAGES, documentStepError } from '@pango/shared';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { sniffIdDocument, type IdDocumentKind } from '../../lib/id-document.js';
import { ID_DOCUMENT_FIELD } from '../../lib/id-document-upload.js';

// The government ID of a tenant signup (seed 000 section 2, step 4): checked by its bytes before
// anything is written, then stored under a random key the client never chooses.

/** What the upload middleware hands over (multer's file, narrowed to what is used). */
export type UploadedFile = { originalname: string; buffer: Buffer; size: number };

export type CheckedDocument = { name: string; bytes: Buffer; kind: IdDocumentKind };

export type StoredDocument = {
  idDocumentPath: string;
  idDocumentName: string;
  idDocumentType: string;
  idDocumentSize: number;
};

const NAME_MAX = 255;

const documentError = (message: string) =>
  new AppError(400, ERROR_CODES.validation, message, {
    errors: { [ID_DOCUMENT_FIELD]: [message] },
  });

/** The file name without any folder a browser may send, for display only. */
function displayName(originalName: string): string {
  const base = originalName.split(/[\\/]/).pop()?.trim() ?? '';
  return (base || 'document').slice(-NAME_MAX);
}

/**
 * The document to store, or null when the tenant will upload it later. An empty file counts as no
 * file; a file whose bytes are not PDF, JPEG or PNG is refused whatever it is called.
 */
export function checkIdDocument(
  file: UploadedFile | undefined,
  uploadLater: boolean,
): CheckedDocument | null {
  const hasFile = file !== undefined && file.size > 0;
  const missing = documentStepError({ hasFile, uploadLater });
  if (missing) throw documentError(missing);
  if (!file || !hasFile) return null;
  const kind = sniffIdDocument(file.originalname, file.buffer);
  if (!kind) throw documentError(MESSAGES.fileTypeNotAllowed);
  return { name: displayName(file.originalname), bytes: file.buffer, kind };
}

/**
 * Stores the document and says where; null when the store failed. The signup goes on without the
 * document in that case (the tenant can upload it later) rather than losing the whole application.
 */
export async function storeIdDocument(
  deps: Deps,
  document: CheckedDocument,
): Promise<StoredDocument | null> {
  const key = `id-documents/${randomUUID()}.${document.kind.ext}`;
  try {
    await deps.storage.put(key, document.bytes, document.kind.contentType);
  } catch (err) {
    deps.logger.error({ err }, 'ID document could not be stored');
    return null;
  }
  return {
    idDocumentPath: key,
    idDocumentName: document.name,
    idDocumentType: document.kind.contentType,
    idDocumentSize: document.bytes.length,
  };
}

/** Undoes storeIdDocument when the signup that needed the file rolled back. */
export async function discardIdDocument(deps: Deps, stored: StoredDocument | null): Promise<void> {
  if (!stored) return;
  await deps.storage
    .remove(stored.idDocumentPath)
    .catch((err: unknown) =>
      deps.logger.warn({ err, key: stored.idDocumentPath }, 'orphan ID document left behind'),
    );
}
