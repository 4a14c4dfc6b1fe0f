import { wholeShillings } from '@pango/shared';
import type { Prisma } from '../../../generated/prisma/client.js';
import { nowOf, type Deps } from '../../../lib/deps.js';
import { kickOutbox } from '../../../lib/outbox.js';
import { landlordDarajaClient } from '../providers/landlord-daraja.js';
import { processReceived } from './c2b-confirmation.service.js';
import { openDaraja, resealIfOldKey, sealedSelect } from './c2b-credentials.service.js';
import { pullTransactions, type PulledTransaction } from './daraja-pull.js';

// Worker job `c2b-reconcile` (issue 19 items 3 and 5, ADR 025). For each landlord with their own
// Daraja app it asks Pull Transactions for the last 48 hours, then:
// - a TransID we never received (a lost confirmation) is stored and goes through the same path
//   as a confirmation: unique by (short code, TransID), so a second run or a late confirmation
//   finds the row and changes nothing;
// - a `confirming` row whose TransID, amount and short code M-Pesa confirms becomes `received`
//   and is matched and credited; a different amount is rejected;
// - a `confirming` row M-Pesa has not listed after 48 hours is rejected with the reason.
// And for every landlord with a paybill, own app or not: a row left `received` for a minute (its
// confirmation was stored and acknowledged, then matching or crediting failed: a busy database, a
// process killed) is processed again. Daraja does not repeat an acknowledged confirmation, so
// without this the money would wait forever (found by `pnpm test:faults`, ADR 034).

export const RECONCILE_WINDOW_MS = 48 * 60 * 60_000;
/** How long a `received` row is left to its own delivery before the job processes it again. */
export const STUCK_RECEIVED_MS = 60_000;
const STUCK_BATCH = 200;

export const NOT_CONFIRMED_REASON =
  "Not found in M-Pesa's transactions within 48 hours: not credited";

export type C2bReconcileSummary = {
  landlords: number;
  pulled: number;
  /** TransIDs M-Pesa listed that we had never received. */
  recovered: number;
  /** `confirming` rows confirmed by M-Pesa. */
  confirmed: number;
  rejected: number;
  expired: number;
  /** `received` rows whose processing had failed, processed again. */
  retried: number;
  failed: number;
};

type Counts = C2bReconcileSummary;

export async function reconcileC2b(deps: Deps): Promise<C2bReconcileSummary> {
  const summary: Counts = {
    landlords: 0,
    pulled: 0,
    recovered: 0,
    confirmed: 0,
    rejected: 0,
    expired: 0,
    retried: 0,
    failed: 0,
  };
  await retryStuckReceived(deps, summary);
  const settings = await deps.db.mpesaC2bSetting.findMany({
    where: { credentialsSetAt: { not: null } },
    select: sealedSelect,
    orderBy: { landlordId: 'asc' },
  });
  for (const setting of settings) {
    summary.landlords += 1;
    try {
      await resealIfOldKey(deps, setting);
      const app = openDaraja(deps, setting);
      if (!app) continue;
      const to = nowOf(deps);
      const from = new Date(to.getTime() - RECONCILE_WINDOW_MS);
      const client = landlordDarajaClient(deps, app);
      const pulled = await pullTransactions({
        baseUrl: deps.env.MPESA_BASE_URL,
        accessToken: client.accessToken,
        shortCode: app.shortcode,
        from,
        to,
      });
      summary.pulled += pulled.length;
      for (const transaction of pulled)
        await settlePulled(deps, app.landlordId, app.shortcode, transaction, summary);
      const { count } = await deps.db.c2bTransaction.updateMany({
        where: { landlordId: app.landlordId, status: 'confirming', receivedAt: { lt: from } },
        data: { status: 'rejected', note: NOT_CONFIRMED_REASON },
      });
      summary.expired += count;
      await deps.db.mpesaC2bSetting.update({
        where: { landlordId: app.landlordId },
        data: { lastReconciledAt: to },
      });
    } catch (err) {
      // One landlord's refusal (revoked app, Daraja down) never stops the others.
      summary.failed += 1;
      deps.logger.warn({ err, landlordId: setting.landlordId }, 'C2B reconciliation failed');
    }
  }
  const changed =
    summary.recovered + summary.confirmed + summary.rejected + summary.expired + summary.retried;
  if (changed > 0) {
    deps.logger.info(summary, 'C2B payments reconciled');
    kickOutbox(deps);
  }
  return summary;
}

/** The confirmation Daraja would have sent for a pulled transaction (stored raw like one). */
function confirmationOf(shortcode: string, pulled: PulledTransaction) {
  return {
    TransactionType: 'Pull Transactions',
    TransID: pulled.transId,
    TransTime: pulled.trxDate.replace(/\D/g, '').slice(0, 14),
    TransAmount: pulled.amount,
    BusinessShortCode: shortcode,
    BillRefNumber: pulled.billRef.slice(0, 100),
    MSISDN: pulled.msisdn.slice(0, 100),
    FirstName: pulled.sender.slice(0, 100),
    pulled: pulled.raw,
  };
}

async function settlePulled(
  deps: Deps,
  landlordId: number,
  shortcode: string,
  pulled: PulledTransaction,
  summary: Counts,
): Promise<void> {
  const amount = wholeShillings(pulled.amount);
  const body = confirmationOf(shortcode, pulled);
  const inserted = await deps.db.c2bTransaction.createManyAndReturn({
    data: [
      {
        landlordId,
        shortcode,
        transId: pulled.transId,
        status: amount === null ? 'rejected' : 'received',
        amount,
        billRefNumber: body.BillRefNumber || null,
        msisdn: body.MSISDN || null,
        firstName: body.FirstName || null,
        transTime: body.TransTime || null,
        raw: body as Prisma.InputJsonValue,
        note:
          amount === null
            ? `Amount ${pulled.amount} is not a whole number of shillings`
            : 'Recovered by reconciliation (no confirmation had arrived)',
        suggestedTenancyIds: [],
      },
    ],
    skipDuplicates: true,
  });
  const fresh = inserted[0];
  if (fresh) {
    summary.recovered += 1;
    if (fresh.status === 'received') await processSafely(deps, fresh);
    return;
  }
  const row = await deps.db.c2bTransaction.findUnique({
    where: { shortcode_transId: { shortcode, transId: pulled.transId } },
  });
  if (!row || row.landlordId !== landlordId) return;
  if (row.status === 'received') {
    // Stored earlier but its processing failed: this run tries again.
    await processSafely(deps, row);
    return;
  }
  if (row.status !== 'confirming') return;
  if (amount === null || row.amount !== amount) {
    const { count } = await deps.db.c2bTransaction.updateMany({
      where: { id: row.id, status: 'confirming' },
      data: {
        status: 'rejected',
        note: `M-Pesa says this payment was KSh ${pulled.amount}, the confirmation said KSh ${row.amount ?? '?'}: not credited`,
      },
    });
    summary.rejected += count;
    return;
  }
  const { count } = await deps.db.c2bTransaction.updateMany({
    where: { id: row.id, status: 'confirming' },
    data: { status: 'received' },
  });
  if (count !== 1) return;
  summary.confirmed += 1;
  await processSafely(deps, row);
}

async function processSafely(
  deps: Deps,
  row: Parameters<typeof processReceived>[1],
): Promise<boolean> {
  try {
    await processReceived(deps, row);
    return true;
  } catch (err) {
    // Stored as `received`: the next run processes it again.
    deps.logger.error({ err, transId: row.transId }, 'C2B reconciliation processing failed');
    return false;
  }
}

/** `received` rows older than STUCK_RECEIVED_MS, of every landlord with a paybill, processed again. */
async function retryStuckReceived(deps: Deps, summary: Counts): Promise<void> {
  const landlords = await deps.db.mpesaC2bSetting.findMany({ select: { landlordId: true } });
  if (landlords.length === 0) return;
  const stuck = await deps.db.c2bTransaction.findMany({
    // (landlord, status, received_at) is the table's index.
    where: {
      landlordId: { in: landlords.map((l) => l.landlordId) },
      status: 'received',
      receivedAt: { lt: new Date(nowOf(deps).getTime() - STUCK_RECEIVED_MS) },
    },
    orderBy: { id: 'asc' },
    take: STUCK_BATCH,
  });
  for (const row of stuck) {
    if (await processSafely(deps, row)) summary.retried += 1;
    else summary.failed += 1;
  }
}
