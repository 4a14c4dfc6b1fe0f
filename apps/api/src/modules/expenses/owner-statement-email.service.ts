import { ERROR_CODES, OWNER_STATEMENT_MESSAGES, type OwnerStatementQuery } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { enqueueMail, kickOutbox } from '../../lib/outbox.js';
import { consume, MINUTE_MS, type LimitRule } from '../../lib/rate-limit.js';
import { ownerStatementEmail } from './emails.js';
import type { ExpenseActor } from './expenses.service.js';
import { getOwnerStatement } from './owner-statement.service.js';
import { ownerStatementFilename, renderOwnerStatementPdf } from './owner-statement.pdf.js';

/** The landlord's name as the statement's issuer. */
export async function issuerName(deps: Deps, landlordId: number): Promise<string> {
  const landlord = await deps.db.user.findUnique({
    where: { id: landlordId },
    select: { fullName: true },
  });
  return landlord?.fullName ?? 'Your landlord';
}

/**
 * Each statement email carries a PDF to an outside address: a few per property an hour is plenty
 * for a landlord correcting a figure, and keeps a stuck button from mailing an owner forty times.
 */
export const OWNER_STATEMENT_EMAILS: LimitRule = {
  name: 'owner-statement-email',
  max: 5,
  windowMs: 60 * MINUTE_MS,
};

/**
 * POST properties/{id}/owner-statement/email/: queues the statement to the property's owner with
 * its PDF attached (the outbox carries one attachment, ADR 040), audited; 400 without an owner email.
 */
export async function emailOwnerStatement(
  deps: Deps,
  who: ExpenseActor,
  propertyId: number,
  query: OwnerStatementQuery,
): Promise<{ detail: string; to: string }> {
  const statement = await getOwnerStatement(deps, who, propertyId, query);
  const to = statement.owner.email;
  if (!to)
    throw new AppError(400, ERROR_CODES.validation, OWNER_STATEMENT_MESSAGES.noOwnerEmail, {
      errors: { owner_email: [OWNER_STATEMENT_MESSAGES.noOwnerEmail] },
    });
  await consume(deps, OWNER_STATEMENT_EMAILS, `${who.landlordId}:${propertyId}`);
  const issuer = await issuerName(deps, who.landlordId);
  const pdf = await renderOwnerStatementPdf(statement, issuer);
  await deps.db.$transaction(async (tx) => {
    await enqueueMail(tx, {
      kind: 'owner_statement',
      to,
      landlordId: who.landlordId,
      ...ownerStatementEmail(statement, issuer),
      attachment: {
        filename: ownerStatementFilename(statement, 'pdf'),
        contentType: 'application/pdf',
        content: pdf,
      },
    });
    await recordAudit(tx, {
      actorId: who.landlordId,
      action: AUDIT_ACTIONS.ownerStatementEmailed,
      entityType: 'property',
      entityId: propertyId,
      data: {
        after: { from: statement.from, to: statement.to, net: statement.net, sent_to: to },
      },
    });
  });
  kickOutbox(deps);
  return { detail: OWNER_STATEMENT_MESSAGES.emailed, to };
}
