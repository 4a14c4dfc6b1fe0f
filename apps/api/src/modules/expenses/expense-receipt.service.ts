import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { ERROR_CODES, EXPENSE_MESSAGES, EXPENSE_RECEIPT_LIMITS, MESSAGES } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { sniffIdDocument } from '../../lib/id-document.js';
import { receiptPath } from './expense-read.js';
import { ownedExpense, type ExpenseActor } from './expenses.service.js';

// An expense's receipt (ADR 040): a photo or a PDF as the landlord has it, up to 5 MB, stored as
// sent (a PDF cannot be re-encoded the way photos are), its kind read from its first bytes as ID
// documents' are (lib/id-document), never from the declared type.

const field = EXPENSE_RECEIPT_LIMITS.field;
const receiptError = (status: number, message: string) =>
  new AppError(status, ERROR_CODES.validation, message, { errors: { [field]: [message] } });

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: EXPENSE_RECEIPT_LIMITS.maxBytes, files: 1, fields: 5 },
}).single(field);

export const receiptUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (err?: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE')
      return next(receiptError(413, EXPENSE_MESSAGES.receiptTooLarge));
    next(new AppError(400, ERROR_CODES.validation, MESSAGES.invalidInput));
  });
};

/** PUT /accounts/expenses/{id}/receipt/: adds or replaces the receipt; the old file goes after. */
export async function attachExpenseReceipt(
  deps: Deps,
  who: ExpenseActor,
  id: number,
  file: Express.Multer.File | undefined,
): Promise<{ id: number; receipt_url: string; receipt_content_type: string }> {
  const expense = await ownedExpense(deps.db, who, id);
  if (!file) throw receiptError(400, EXPENSE_MESSAGES.receiptRequired);
  const kind = sniffIdDocument(file.originalname, file.buffer);
  if (!kind) throw receiptError(400, EXPENSE_MESSAGES.receiptType);
  const key = `expense-receipts/${randomUUID()}.${kind.ext}`;
  await deps.storage.put(key, file.buffer, kind.contentType);
  await deps.db.$transaction(async (tx) => {
    await tx.expense.update({
      where: { id },
      data: { receiptKey: key, receiptContentType: kind.contentType },
    });
    await recordAudit(tx, {
      actorId: who.landlordId,
      action: AUDIT_ACTIONS.expenseReceiptAdded,
      entityType: 'expense',
      entityId: id,
      data: { after: { replaced: expense.receiptKey !== null } },
    });
  });
  if (expense.receiptKey) await deps.storage.remove(expense.receiptKey).catch(() => undefined);
  return { id, receipt_url: receiptPath(id), receipt_content_type: kind.contentType };
}

/** GET /accounts/expenses/{id}/receipt/: the file and its type. */
export async function readExpenseReceipt(deps: Deps, who: ExpenseActor, id: number) {
  const expense = await deps.db.expense.findFirst({
    where: {
      id,
      landlordId: who.landlordId,
      ...(who.scope ? { propertyId: { in: who.scope } } : {}),
    },
    select: { receiptKey: true, receiptContentType: true },
  });
  if (!expense?.receiptKey) throw notFound();
  const bytes = await deps.storage.get(expense.receiptKey);
  if (!bytes) throw notFound();
  return {
    bytes,
    contentType: expense.receiptContentType ?? 'application/octet-stream',
    name: `expense-${id}-receipt.${expense.receiptKey.split('.').pop()}`,
  };
}
