import {
  C2B_MESSAGES,
  DARAJA_CREDENTIAL_MESSAGES,
  ERROR_CODES,
  type C2bAssignInput,
  type C2bDismissInput,
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

export async function listUnmatched(
  deps: Deps,
  landlordId: number,
  page: number,
): Promise<C2bUnmatchedList> {
  const where = { landlordId, status: 'unmatched' };
  const confirmingWhere = { landlordId, status: 'confirming' };
  const [count, rows, confirmingCount, confirming] = await Promise.all([
    deps.db.c2bTransaction.count({ where }),
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
      },
    }),
    // Money received with the landlord's own Daraja app, waiting for M-Pesa to confirm it
    // (ADR 025): shown, never actionable; the c2b-reconcile job settles it.
    deps.db.c2bTransaction.count({ where: confirmingWhere }),
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
    count,
    results: rows.map((r) => ({
      id: r.id,
      trans_id: r.transId,
      amount: r.amount ?? 0,
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
  if (row.status !== 'unmatched') throw conflict();
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
      from: 'unmatched',
      resolvedById: landlordId,
    });
    if (created === null) throw conflict();
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.c2bPaymentAssigned,
      entityType: 'c2b_transaction',
      entityId: row.id,
      data: {
        before: { status: 'unmatched' },
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
  await deps.db.$transaction(async (tx) => {
    const { count } = await tx.c2bTransaction.updateMany({
      where: { id: row.id, status: 'unmatched' },
      data: { status: 'dismissed', note, resolvedById: landlordId, resolvedAt: nowOf(deps) },
    });
    if (count !== 1) throw conflict();
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.c2bPaymentDismissed,
      entityType: 'c2b_transaction',
      entityId: row.id,
      data: {
        before: { status: 'unmatched' },
        after: { status: 'dismissed', note, trans_id: row.transId, amount: row.amount },
      },
    });
  });
  return { detail: C2B_MESSAGES.dismissed };
}
