import {
  C2B_MESSAGES,
  DARAJA_CREDENTIAL_MESSAGES,
  ERROR_CODES,
  type C2bAssignInput,
  type C2bDismissInput,
  type C2bQueueStatus,
  type C2bSuggestedTenant,
  type C2bUnmatchedList,
  C2bAssignSchema,
  C2bDismissSchema,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../../lib/audit.js';
import { nowOf, type Deps } from '../../../lib/deps.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { kickOutbox } from '../../../lib/outbox.js';
import { OPEN_STATUSES } from './c2b-candidates.js';
import { creditC2bTransaction } from './c2b-credit.js';

// The landlord's Unmatched payments queue (issue 19 item 4): C2B payments nobody could be credited
// with automatically, shown as Daraja sent them, each assigned to a tenant or marked not rent.

/** The queue is worked from the top; older items are a page away. */
export const UNMATCHED_PAGE_SIZE = 50;
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 20_000 };

const conflict = () => new AppError(409, ERROR_CODES.conflict, C2B_MESSAGES.alreadyResolved);

/** What waits for the landlord: the two tabs of the queue. */
const WAITING: readonly C2bQueueStatus[] = ['unmatched', 'rejected'];

/** The raw TransAmount as Daraja sent it (shown when it had cents). */
function transAmountOf(raw: unknown, amount: number | null): string {
  const sent =
    raw && typeof raw === 'object' ? (raw as { TransAmount?: unknown }).TransAmount : null;
  if (typeof sent === 'string' || typeof sent === 'number') return String(sent).trim();
  return amount === null ? '' : `${amount}.00`;
}

export async function listUnmatched(
  deps: Deps,
  landlordId: number,
  query: { status: C2bQueueStatus; page: number },
): Promise<C2bUnmatchedList> {
  const { status, page } = query;
  const where = { landlordId, status };
  const confirmingWhere = { landlordId, status: 'confirming' };
  const [grouped, rows, confirming] = await Promise.all([
    // The tabs' counts and the confirming count in one query.
    deps.db.c2bTransaction.groupBy({
      by: ['status'],
      where: { landlordId, status: { in: [...WAITING, 'confirming'] } },
      _count: { _all: true },
    }),
    deps.db.c2bTransaction.findMany({
      where,
      orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * UNMATCHED_PAGE_SIZE,
      take: UNMATCHED_PAGE_SIZE,
      select: {
        id: true,
        transId: true,
        amount: true,
        billRefNumber: true,
        msisdn: true,
        firstName: true,
        receivedAt: true,
        suggestedTenancyIds: true,
        reason: true,
        raw: true,
      },
    }),
    // Money received with the landlord's own Daraja app, waiting for M-Pesa to confirm it
    // (ADR 025): shown, never actionable; the c2b-reconcile job settles it.
    deps.db.c2bTransaction.findMany({
      where: confirmingWhere,
      orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }],
      take: UNMATCHED_PAGE_SIZE,
      select: {
        id: true,
        transId: true,
        amount: true,
        billRefNumber: true,
        msisdn: true,
        firstName: true,
        receivedAt: true,
      },
    }),
  ]);
  const counts = { unmatched: 0, rejected: 0 };
  let confirmingCount = 0;
  for (const g of grouped) {
    if (g.status === 'confirming') confirmingCount = g._count._all;
    else counts[g.status as C2bQueueStatus] = g._count._all;
  }
  // Every suggested tenancy of the page in one query (a fixed number of queries per page).
  const ids = [...new Set(rows.flatMap((r) => r.suggestedTenancyIds))];
  const tenancies = ids.length
    ? await deps.db.tenancy.findMany({
        where: { id: { in: ids }, landlordId, status: { in: [...OPEN_STATUSES] } },
        select: {
          id: true,
          tenantId: true,
          paymentAccountNumber: true,
          tenant: { select: { fullName: true } },
          unit: { select: { unitNumber: true, property: { select: { name: true } } } },
        },
      })
    : [];
  const byId = new Map<number, C2bSuggestedTenant>(
    tenancies.map((t) => [
      t.id,
      {
        tenant_id: t.tenantId,
        tenant_name: t.tenant.fullName,
        unit_number: t.unit.unitNumber,
        property_name: t.unit.property.name,
        payment_account_number: t.paymentAccountNumber,
      },
    ]),
  );
  return {
    count: counts[status],
    counts,
    results: rows.map((r) => ({
      id: r.id,
      status,
      reason: status === 'rejected' ? r.reason : null,
      trans_id: r.transId,
      amount: r.amount,
      trans_amount: transAmountOf(r.raw, r.amount),
      bill_ref_number: r.billRefNumber,
      msisdn: r.msisdn,
      first_name: r.firstName,
      received_at: r.receivedAt.toISOString(),
      suggested_tenants: r.suggestedTenancyIds
        .map((id) => byId.get(id))
        .filter((s): s is C2bSuggestedTenant => s !== undefined),
    })),
    confirming_count: confirmingCount,
    confirming: confirming.map((r) => ({
      id: r.id,
      trans_id: r.transId,
      amount: r.amount ?? 0,
      bill_ref_number: r.billRefNumber,
      msisdn: r.msisdn,
      first_name: r.firstName,
      received_at: r.receivedAt.toISOString(),
      status_label: DARAJA_CREDENTIAL_MESSAGES.received,
    })),
  };
}

const waitingStatus = (status: string): C2bQueueStatus | null =>
  WAITING.find((s) => s === status) ?? null;

async function itemOf(deps: Deps, landlordId: number, id: number) {
  const row = await deps.db.c2bTransaction.findFirst({
    where: { id, landlordId },
    select: {
      id: true,
      status: true,
      transId: true,
      amount: true,
      billRefNumber: true,
      msisdn: true,
      firstName: true,
      reason: true,
    },
  });
  if (!row) throw notFound();
  return row;
}

/** Credits the payment to the tenant's current tenancy. */
export async function assignUnmatched(
  deps: Deps,
  landlordId: number,
  id: number,
  input: C2bAssignInput,
): Promise<{ detail: string; payment_id: number }> {
  const { tenant_id } = C2bAssignSchema.parse(input);
  const row = await itemOf(deps, landlordId, id);
  // Another landlord's tenant is as unknown here as one that does not exist.
  const tenant = await deps.db.user.findFirst({
    where: { id: tenant_id, role: 'tenant', tenantProfile: { landlordId } },
    select: { id: true },
  });
  if (!tenant) throw notFound();
  const from = waitingStatus(row.status);
  if (from === null) throw conflict();
  // Cents cannot reach an integer-KSh ledger: such a payment can only be dismissed.
  if (row.amount === null)
    throw new AppError(400, ERROR_CODES.validation, C2B_MESSAGES.fractionCannotBeCredited);
  const tenancy = await deps.db.tenancy.findFirst({
    where: { tenantId: tenant_id, landlordId, status: { in: [...OPEN_STATUSES] } },
    select: { id: true },
  });
  if (!tenancy)
    throw new AppError(400, ERROR_CODES.validation, C2B_MESSAGES.noOpenTenancy, {
      errors: { tenant_id: [C2B_MESSAGES.noOpenTenancy] },
    });
  const paymentId = await deps.db.$transaction(async (tx) => {
    const created = await creditC2bTransaction(deps, tx, row, {
      tenancyId: tenancy.id,
      from,
      resolvedById: landlordId,
    });
    if (created === null) throw conflict();
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.c2bPaymentAssigned,
      entityType: 'c2b_transaction',
      entityId: row.id,
      data: {
        before: { status: from },
        after: {
          status: 'credited',
          tenant_id,
          tenancy_id: tenancy.id,
          payment_id: created,
          trans_id: row.transId,
          amount: row.amount,
        },
      },
    });
    return created;
  }, TRANSACTION_OPTIONS);
  kickOutbox(deps);
  return { detail: C2B_MESSAGES.assigned, payment_id: paymentId };
}

/** "Not rent": kept with the landlord's note, credited to nobody. */
export async function dismissUnmatched(
  deps: Deps,
  landlordId: number,
  id: number,
  input: C2bDismissInput,
): Promise<{ detail: string }> {
  const { note } = C2bDismissSchema.parse(input);
  const row = await itemOf(deps, landlordId, id);
  const from = waitingStatus(row.status);
  if (from === null) throw conflict();
  await deps.db.$transaction(async (tx) => {
    const { count } = await tx.c2bTransaction.updateMany({
      where: { id: row.id, status: from },
      data: { status: 'dismissed', note, resolvedById: landlordId, resolvedAt: nowOf(deps) },
    });
    if (count !== 1) throw conflict();
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.c2bPaymentDismissed,
      entityType: 'c2b_transaction',
      entityId: row.id,
      data: {
        before: { status: from, reason: row.reason },
        after: { status: 'dismissed', note, trans_id: row.transId, amount: row.amount },
      },
    });
  });
  return { detail: C2B_MESSAGES.dismissed };
}
