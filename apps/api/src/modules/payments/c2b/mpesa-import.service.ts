import {
  ERROR_CODES,
  MPESA_IMPORT_MAX_TRANSACTIONS,
  MPESA_IMPORT_MESSAGES,
  normalizeAccountNumber,
  type ImportedTransaction,
  type MpesaImportResult,
} from '@pango/shared';
import type { Prisma } from '../../../generated/prisma/client.js';
import { AUDIT_ACTIONS, recordAudit } from '../../../lib/audit.js';
import type { Deps } from '../../../lib/deps.js';
import { AppError } from '../../../lib/errors.js';
import { kickOutbox } from '../../../lib/outbox.js';
import { loadCandidates } from './c2b-candidates.js';
import { creditC2bTransaction } from './c2b-credit.js';
import { matchC2bPayment, type MatchCandidate } from './match.js';
import { parseImportInput, type ImportFile } from './mpesa-import-parse.js';

// POST /payments/mpesa/import/ (issue 19 item 6): M-Pesa messages pasted or a statement uploaded,
// for Till numbers and bank paybills that never call Pango. Each transaction becomes a
// c2b_transactions row (source "import") unless its code is already known for the landlord (a C2B
// confirmation, an STK receipt, an earlier import), then goes through the C2B matcher and crediting
// path: credited once, or queued in Unmatched payments. One database transaction per message, so a
// failure half-way keeps what was done and a retry only finds duplicates.

const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 20_000 };
const MAX_REJECTIONS_LISTED = 200;

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'P2002';

type Outcome = 'matched' | 'unmatched' | 'duplicate' | 'elsewhere';

/** Codes this landlord already has, and codes another account's payments already carry. */
async function knownCodes(deps: Deps, landlordId: number, codes: string[]) {
  const [rows, payments] = await Promise.all([
    deps.db.c2bTransaction.findMany({
      where: { landlordId, transId: { in: codes } },
      select: { transId: true },
    }),
    deps.db.payment.findMany({
      where: { mpesaReceipt: { in: codes } },
      select: { mpesaReceipt: true, landlordId: true },
    }),
  ]);
  const mine = new Set(rows.map((r) => r.transId));
  const elsewhere = new Set<string>();
  for (const p of payments)
    (p.landlordId === landlordId ? mine : elsewhere).add(p.mpesaReceipt ?? '');
  return { mine, elsewhere };
}

async function importOne(
  deps: Deps,
  landlordId: number,
  shortcode: string,
  t: ImportedTransaction,
  candidates: { candidates: MatchCandidate[]; allUnitNumbers: string[] },
): Promise<Outcome> {
  return deps.db.$transaction(async (tx) => {
    const [row] = await tx.c2bTransaction.createManyAndReturn({
      data: [
        {
          landlordId,
          shortcode,
          transId: t.trans_id,
          status: 'received',
          amount: t.amount,
          billRefNumber: t.account,
          msisdn: t.phone,
          firstName: t.payer_name?.slice(0, 100) ?? null,
          transTime: t.occurred_at,
          raw: { source: 'import', ...t } as Prisma.InputJsonValue,
          suggestedTenancyIds: [],
          source: 'import',
        },
      ],
      skipDuplicates: true,
    });
    // Stored meanwhile by a Daraja confirmation or a concurrent import; or, with no short code set
    // up, another account's import of the same code.
    if (!row) {
      const mine = await tx.c2bTransaction.count({ where: { landlordId, transId: t.trans_id } });
      return mine > 0 ? 'duplicate' : 'elsewhere';
    }
    const match = matchC2bPayment(
      {
        billRef: t.account ?? '',
        msisdn: t.phone ?? '',
        names: t.payer_name ? [t.payer_name] : [],
        allUnitNumbers: candidates.allUnitNumbers,
      },
      candidates.candidates,
    );
    const paymentId =
      match.tenancyId === null
        ? null
        : await creditC2bTransaction(deps, tx, row, {
            tenancyId: match.tenancyId,
            from: 'received',
            resolvedById: null,
          });
    if (paymentId === null)
      await tx.c2bTransaction.update({
        where: { id: row.id },
        data: {
          status: 'unmatched',
          suggestedTenancyIds: match.suggestions,
          note: `Not matched (${match.reason}): account "${normalizeAccountNumber(t.account ?? '')}"`,
        },
      });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.c2bPaymentImported,
      entityType: 'c2b_transaction',
      entityId: row.id,
      data: {
        after: {
          status: paymentId === null ? 'unmatched' : 'credited',
          trans_id: t.trans_id,
          amount: t.amount,
          tenancy_id: paymentId === null ? null : match.tenancyId,
          payment_id: paymentId,
        },
      },
    });
    return paymentId === null ? 'unmatched' : 'matched';
  }, TRANSACTION_OPTIONS);
}

async function importOrExplain(...args: Parameters<typeof importOne>): Promise<Outcome> {
  try {
    return await importOne(...args);
  } catch (err) {
    // A payment with this receipt appeared meanwhile (an STK callback): nothing was written.
    if (!isUniqueViolation(err)) throw err;
    const [deps, landlordId, , t] = args;
    const known = await knownCodes(deps, landlordId, [t.trans_id]);
    return known.mine.has(t.trans_id) ? 'duplicate' : 'elsewhere';
  }
}

export async function importMpesaTransactions(
  deps: Deps,
  landlordId: number,
  input: { body: unknown; file: ImportFile | undefined },
): Promise<MpesaImportResult> {
  const parsed = parseImportInput(input.body, input.file);
  if (parsed.transactions.length > MPESA_IMPORT_MAX_TRANSACTIONS)
    throw new AppError(400, ERROR_CODES.validation, MPESA_IMPORT_MESSAGES.tooMany);
  const result: MpesaImportResult = {
    imported: 0,
    duplicates: 0,
    matched: 0,
    unmatched: 0,
    rejected: [...parsed.rejected],
    skipped: parsed.skipped,
  };

  const codes = [...new Set(parsed.transactions.map((t) => t.trans_id))];
  const [known, setting, candidates] = await Promise.all([
    knownCodes(deps, landlordId, codes),
    deps.db.mpesaC2bSetting.findUnique({ where: { landlordId }, select: { shortcode: true } }),
    loadCandidates(deps.db, landlordId),
  ]);
  // The landlord's own short code when set up, so a later Daraja confirmation of the same code
  // finds this row (unique by short code and code) instead of crediting it again.
  const shortcode = setting?.shortcode ?? '';
  for (const t of parsed.transactions) {
    const outcome: Outcome = known.mine.has(t.trans_id)
      ? 'duplicate'
      : known.elsewhere.has(t.trans_id)
        ? 'elsewhere'
        : await importOrExplain(deps, landlordId, shortcode, t, candidates);
    if (outcome === 'elsewhere')
      result.rejected.push({
        line: t.line,
        reason: MPESA_IMPORT_MESSAGES.alreadyRecordedElsewhere,
      });
    else known.mine.add(t.trans_id);
    if (outcome === 'duplicate') result.duplicates += 1;
    if (outcome === 'matched' || outcome === 'unmatched') {
      result.imported += 1;
      result[outcome] += 1;
    }
  }
  result.rejected.sort((a, b) => a.line - b.line);
  // A paste of something else entirely would list every line: the first ones say enough.
  if (result.rejected.length > MAX_REJECTIONS_LISTED) {
    const more = result.rejected.length - MAX_REJECTIONS_LISTED;
    result.rejected = result.rejected.slice(0, MAX_REJECTIONS_LISTED);
    result.rejected.push({
      line: result.rejected[MAX_REJECTIONS_LISTED - 1]!.line,
      reason: `…and ${more} more lines not imported`,
    });
  }
  if (result.matched > 0) kickOutbox(deps);
  return result;
}
