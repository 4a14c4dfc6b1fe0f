import {
  C2bConfirmationSchema,
  ERROR_CODES,
  normalizeAccountNumber,
  wholeShillings,
  type C2bConfirmation,
} from '@pango/shared';
import type { Prisma } from '../../../generated/prisma/client.js';
import type { Deps } from '../../../lib/deps.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { kickOutbox } from '../../../lib/outbox.js';
import { loadCandidates } from './c2b-candidates.js';
import { creditC2bTransaction } from './c2b-credit.js';
import { isAddressAllowed } from './ip-allowlist.js';
import { matchC2bPayment } from './match.js';

// Daraja's C2B confirmation and validation (issue 19 item 3). Daraja signs nothing: the landlord's
// URL token is the gate, so an unknown token answers 404 before anything is read or stored. Every
// confirmation is stored raw first, unique by (short code, TransID), then processed; a repeat
// finds the row and changes nothing.

export const CONFIRMATION_ACK = { ResultCode: 0, ResultDesc: 'Success' } as const;
export const VALIDATION_ACCEPT = { ResultCode: '0', ResultDesc: 'Accepted' } as const;
/** C2B00012: invalid account number (payments.md 2.6). */
export const VALIDATION_REJECT = { ResultCode: 'C2B00012', ResultDesc: 'Rejected' } as const;

const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 20_000 };

/** Tokens are base64url (c2b-urls.ts); anything else is no landlord's, without a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,64}$/;

async function settingOf(deps: Deps, token: string, address: string | undefined) {
  if (!TOKEN_SHAPE.test(token)) throw notFound();
  const setting = await deps.db.mpesaC2bSetting.findUnique({
    where: { urlToken: token },
    select: {
      landlordId: true,
      shortcode: true,
      rejectUnknownAccounts: true,
      allowedIps: true,
      darajaKeyHint: true,
    },
  });
  if (!setting) throw notFound();
  if (!isAddressAllowed(setting.allowedIps, address)) {
    // Nothing is stored: a stranger's body never reaches the database, only this log line.
    deps.logger.warn(
      { landlordId: setting.landlordId, address },
      'C2B call from an address outside the landlord allowlist refused',
    );
    throw new AppError(403, ERROR_CODES.forbidden, 'This address may not call this URL.');
  }
  return setting;
}

function matchInput(body: C2bConfirmation, allUnitNumbers: string[]) {
  return {
    billRef: body.BillRefNumber ?? '',
    msisdn: body.MSISDN ?? '',
    names: [body.FirstName, body.MiddleName, body.LastName].filter((n): n is string => !!n),
    allUnitNumbers,
  };
}

/** Validation: accept, unless the landlord refuses unknown account numbers and this is one. */
export async function validateC2b(deps: Deps, token: string, raw: unknown, address?: string) {
  const setting = await settingOf(deps, token, address);
  const body = C2bConfirmationSchema.parse(raw);
  if (!setting.rejectUnknownAccounts || body.BusinessShortCode !== setting.shortcode)
    return VALIDATION_ACCEPT;
  const { candidates, allUnitNumbers } = await loadCandidates(deps.db, setting.landlordId);
  const match = matchC2bPayment(matchInput(body, allUnitNumbers), candidates);
  return match.tenancyId === null ? VALIDATION_REJECT : VALIDATION_ACCEPT;
}

export async function confirmC2b(deps: Deps, token: string, raw: unknown, address?: string) {
  const setting = await settingOf(deps, token, address);
  const body = C2bConfirmationSchema.parse(raw);
  // Postgres jsonb cannot hold U+0000; Daraja never sends it, so such a body is refused whole.
  if (JSON.stringify(raw).includes('\\u0000'))
    throw new AppError(400, ERROR_CODES.validation, 'The body contains a NUL character.');
  // Imported earlier from a pasted message or statement (mpesa-import.service.ts), perhaps before
  // the short code was set up: already Pango's, so a repeat like any other.
  const imported = await deps.db.c2bTransaction.count({
    where: {
      landlordId: setting.landlordId,
      transId: body.TransID.toUpperCase(),
      source: 'import',
    },
  });
  if (imported > 0) return CONFIRMATION_ACK;
  const amount = wholeShillings(body.TransAmount);
  const rejection =
    body.BusinessShortCode !== setting.shortcode
      ? `Sent to short code ${body.BusinessShortCode}, not ${setting.shortcode}`
      : amount === null
        ? `TransAmount ${body.TransAmount} is not a whole number of shillings`
        : null;
  const stored = await deps.db.c2bTransaction.createManyAndReturn({
    data: [
      {
        landlordId: setting.landlordId,
        shortcode: body.BusinessShortCode,
        transId: body.TransID.toUpperCase(),
        // With the landlord's own Daraja app, Pull Transactions must confirm it before a credit
        // (c2b-reconcile.job.ts): meanwhile it shows as "received, confirming".
        status: rejection ? 'rejected' : setting.darajaKeyHint !== null ? 'confirming' : 'received',
        amount,
        billRefNumber: body.BillRefNumber ?? null,
        msisdn: body.MSISDN ?? null,
        firstName: body.FirstName ?? null,
        transTime: body.TransTime ?? null,
        raw: raw as Prisma.InputJsonValue,
        note: rejection,
        reason: rejection,
        suggestedTenancyIds: [],
      },
    ],
    skipDuplicates: true,
  });
  const row =
    stored[0] ??
    // A repeat: processed again only if an earlier delivery stored it and then failed.
    (await deps.db.c2bTransaction.findUnique({
      where: {
        shortcode_transId: {
          shortcode: body.BusinessShortCode,
          transId: body.TransID.toUpperCase(),
        },
      },
    }));
  if (row && row.status === 'received' && row.landlordId === setting.landlordId) {
    try {
      await processReceived(deps, row);
    } catch (err) {
      // Stored: the money is not lost; the next delivery (or reconciliation) processes it again.
      deps.logger.error({ err, transId: row.transId }, 'C2B confirmation processing failed');
    }
  }
  return CONFIRMATION_ACK;
}

type ReceivedRow = {
  id: number;
  landlordId: number;
  transId: string;
  amount: number | null;
  billRefNumber: string | null;
  msisdn: string | null;
  firstName: string | null;
  raw: unknown;
};

/** The body as stored (Daraja's, or the one reconciliation built from Pull Transactions). */
function bodyOf(row: ReceivedRow): C2bConfirmation {
  const parsed = C2bConfirmationSchema.safeParse(row.raw);
  if (parsed.success) return parsed.data;
  return {
    TransID: row.transId,
    TransAmount: String(row.amount ?? 0),
    BusinessShortCode: '',
    BillRefNumber: row.billRefNumber ?? undefined,
    MSISDN: row.msisdn ?? undefined,
    FirstName: row.firstName ?? undefined,
  };
}

/** Matches a `received` row and credits it, or queues it as unmatched. */
export async function processReceived(deps: Deps, row: ReceivedRow): Promise<void> {
  const { candidates, allUnitNumbers } = await loadCandidates(deps.db, row.landlordId);
  const match = matchC2bPayment(matchInput(bodyOf(row), allUnitNumbers), candidates);
  if (match.tenancyId === null) {
    await deps.db.c2bTransaction.updateMany({
      where: { id: row.id, status: 'received' },
      data: {
        status: 'unmatched',
        suggestedTenancyIds: match.suggestions,
        note: `Not matched (${match.reason}): account "${normalizeAccountNumber(row.billRefNumber ?? '')}"`,
      },
    });
    return;
  }
  const tenancyId = match.tenancyId;
  const paymentId = await deps.db.$transaction(
    (tx) =>
      creditC2bTransaction(deps, tx, row, { tenancyId, from: 'received', resolvedById: null }),
    TRANSACTION_OPTIONS,
  );
  if (paymentId !== null) kickOutbox(deps);
}
