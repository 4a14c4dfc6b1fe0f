import {
  ERROR_CODES,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  checkImportRow,
  nairobiToday,
  type ImportPreview,
  type ImportRow,
} from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { readImportFile } from './import-file.js';
import { planImport, previewRowOf } from './plan-import.js';

// POST /accounts/import/preview/ (issue 21 item 1, ADR 031): reads the file, checks every row and
// plans it against the books, and keeps what was read for an hour so the commit imports exactly
// the rows the landlord saw. Nothing else is written.

export type UploadedFile = { originalname: string; buffer: Buffer; size: number };

/** What a preview keeps: the rows as read, and each row's own errors by line. */
export type StoredImport = { rows: ImportRow[]; errors: Record<string, string[]> };

const MINUTE_MS = 60_000;

export async function previewImport(
  deps: Deps,
  landlordId: number,
  file: UploadedFile | undefined,
): Promise<ImportPreview> {
  if (!file || file.size === 0)
    throw new AppError(400, ERROR_CODES.validation, IMPORT_MESSAGES.fileRequired, {
      errors: { file: [IMPORT_MESSAGES.fileRequired] },
    });
  const now = nowOf(deps);
  const today = nairobiToday(now);
  const sheet = await readImportFile(file.buffer, file.originalname);
  const stored: StoredImport = { rows: [], errors: {} };
  for (const { line, cells } of sheet) {
    const { row, errors } = checkImportRow(line, cells, today);
    stored.rows.push(row);
    if (errors.length > 0) stored.errors[String(line)] = errors;
  }
  const plan = await planImport(deps.db, landlordId, stored.rows, errorsByLine(stored), now);
  // The landlord's expired previews go as a new one comes: the table holds an hour's worth.
  await deps.db.portfolioImport.deleteMany({ where: { landlordId, expiresAt: { lt: now } } });
  const saved = await deps.db.portfolioImport.create({
    data: {
      landlordId,
      fileName: file.originalname.slice(-255) || 'import',
      rows: stored as unknown as Prisma.InputJsonValue,
      hasErrors: plan.hasErrors,
      expiresAt: new Date(now.getTime() + IMPORT_LIMITS.previewMinutes * MINUTE_MS),
    },
    select: { id: true },
  });
  return {
    preview_id: saved.id,
    rows: plan.rows.map(previewRowOf),
    creates: plan.creates,
    has_errors: plan.hasErrors,
  };
}

export const errorsByLine = (stored: StoredImport) =>
  new Map(Object.entries(stored.errors).map(([line, errors]) => [Number(line), errors]));

/** The landlord's unexpired, uncommitted preview, claimed for this transaction; 404 otherwise. */
export async function claimPreview(
  tx: DbTx,
  landlordId: number,
  previewId: string,
  now: Date,
): Promise<StoredImport> {
  const claimed = await tx.portfolioImport.updateMany({
    where: { id: previewId, landlordId, committedAt: null, expiresAt: { gt: now } },
    data: { committedAt: now },
  });
  if (claimed.count === 0)
    throw new AppError(404, ERROR_CODES.notFound, IMPORT_MESSAGES.previewExpired);
  const row = await tx.portfolioImport.findUniqueOrThrow({
    where: { id: previewId },
    select: { rows: true },
  });
  return row.rows as unknown as StoredImport;
}
