import {
  ACCOUNT_DELETION_MESSAGES,
  ERROR_CODES,
  landlordBlockerText,
  MESSAGES,
  type AccountDeletionListQuery,
  type AccountDeletionPage,
  type AccountDeletionRequestInput,
  type AccountDeletionState,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError, notFound, unauthenticated } from '../../lib/errors.js';
import { enqueueMail, kickOutbox } from '../../lib/outbox.js';
import { verifyPassword } from '../../lib/passwords.js';
import { consume, MINUTE_MS, type LimitRule } from '../../lib/rate-limit.js';
import { eraseTenantAccount, notSettled } from './account-erasure.service.js';
import { findDeletionBlockers } from './deletion-blockers.service.js';
import { deletionRequestEmail } from './emails.js';

// "Delete my account" (issue 22, ADR 036): the tenant asks with their password, sees why it waits
// and may withdraw while it does; their landlord is emailed, lists the requests and may erase a
// settled one at once. The erasure itself is account-erasure.service.

/** Password tries per tenant: a stolen session must not be able to guess the password here. */
const PASSWORD_TRIES: LimitRule = {
  name: 'deletion-password-user',
  max: 10,
  windowMs: 15 * MINUTE_MS,
};

const conflict = (detail: string) => new AppError(409, ERROR_CODES.conflict, detail);

export async function getDeletionState(
  deps: Deps,
  tenantId: number,
): Promise<AccountDeletionState> {
  const row = await deps.db.accountDeletionRequest.findUnique({
    where: { tenantId },
    select: { status: true, requestedAt: true },
  });
  if (!row) return { status: null, requested_at: null, blocked_by: [] };
  const blocked =
    row.status === 'pending'
      ? ((await findDeletionBlockers(deps.db, [tenantId])).get(tenantId) ?? [])
      : [];
  return { status: row.status, requested_at: row.requestedAt.toISOString(), blocked_by: blocked };
}

export async function requestDeletion(
  deps: Deps,
  tenantId: number,
  input: AccountDeletionRequestInput,
  listLink: string,
): Promise<AccountDeletionState> {
  await consume(deps, PASSWORD_TRIES, String(tenantId), tenantId);
  const user = await deps.db.user.findUnique({
    where: { id: tenantId },
    select: {
      fullName: true,
      passwordHash: true,
      isActive: true,
      tenantProfile: {
        select: { landlord: { select: { id: true, fullName: true, email: true } } },
      },
    },
  });
  const landlord = user?.tenantProfile?.landlord;
  if (!user || !user.isActive || !landlord) throw unauthenticated(MESSAGES.sessionExpired);
  if (!(await verifyPassword(input.password, user.passwordHash)))
    throw new AppError(400, ERROR_CODES.validation, ACCOUNT_DELETION_MESSAGES.passwordWrong, {
      errors: { password: [ACCOUNT_DELETION_MESSAGES.passwordWrong] },
    });
  const now = nowOf(deps);
  await deps.db.$transaction(async (tx) => {
    const existing = await tx.accountDeletionRequest.findUnique({
      where: { tenantId },
      select: { status: true },
    });
    if (existing?.status === 'pending') throw conflict(ACCOUNT_DELETION_MESSAGES.alreadyRequested);
    const fields = { landlordId: landlord.id, status: 'pending' as const, requestedAt: now };
    await tx.accountDeletionRequest.upsert({
      where: { tenantId },
      create: { tenantId, ...fields },
      update: { ...fields, withdrawnAt: null },
    });
    const blocked = (await findDeletionBlockers(tx, [tenantId])).get(tenantId) ?? [];
    await recordAudit(tx, {
      actorId: tenantId,
      landlordId: landlord.id,
      action: AUDIT_ACTIONS.tenantDeletionRequested,
      entityType: 'tenant',
      entityId: tenantId,
      data: { after: { status: 'pending', blocked_by: blocked.map((b) => b.code) } },
    });
    await enqueueMail(tx, {
      kind: 'account_deletion_request',
      to: landlord.email,
      landlordId: landlord.id,
      ...deletionRequestEmail({
        landlordName: landlord.fullName,
        tenantName: user.fullName,
        isSettled: blocked.length === 0,
        listLink,
      }),
    });
  });
  kickOutbox(deps);
  return getDeletionState(deps, tenantId);
}

export async function withdrawDeletion(
  deps: Deps,
  tenantId: number,
): Promise<AccountDeletionState> {
  await deps.db.$transaction(async (tx) => {
    const withdrawn = await tx.accountDeletionRequest.updateMany({
      where: { tenantId, status: 'pending' },
      data: { status: 'withdrawn', withdrawnAt: nowOf(deps) },
    });
    if (withdrawn.count === 0) throw notFound(ACCOUNT_DELETION_MESSAGES.nothingToWithdraw);
    await recordAudit(tx, {
      actorId: tenantId,
      action: AUDIT_ACTIONS.tenantDeletionWithdrawn,
      entityType: 'tenant',
      entityId: tenantId,
      data: { before: { status: 'pending' }, after: { status: 'withdrawn' } },
    });
  });
  return getDeletionState(deps, tenantId);
}

export async function listDeletionRequests(
  deps: Deps,
  landlordId: number,
  query: AccountDeletionListQuery,
): Promise<AccountDeletionPage> {
  const where = {
    landlordId,
    ...(query.status ? { status: query.status } : {}),
    ...(query.tenant_id ? { tenantId: query.tenant_id } : {}),
  };
  const [count, rows] = await Promise.all([
    deps.db.accountDeletionRequest.count({ where }),
    deps.db.accountDeletionRequest.findMany({
      where,
      orderBy: [{ requestedAt: 'desc' }, { id: 'desc' }],
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
      select: {
        id: true,
        status: true,
        requestedAt: true,
        erasedAt: true,
        tenant: { select: { id: true, fullName: true } },
      },
    }),
  ]);
  const pending = rows.filter((r) => r.status === 'pending').map((r) => r.tenant.id);
  const blockers = await findDeletionBlockers(deps.db, pending);
  return {
    count,
    next_page: query.page * query.page_size < count ? query.page + 1 : null,
    results: rows.map((r) => ({
      id: r.id,
      tenant: { id: r.tenant.id, full_name: r.tenant.fullName },
      status: r.status,
      requested_at: r.requestedAt.toISOString(),
      erased_at: r.erasedAt?.toISOString() ?? null,
      // The landlord reads the reasons about their tenant, not to them.
      blocked_by: (blockers.get(r.tenant.id) ?? []).map((b) => ({
        ...b,
        message: landlordBlockerText(b),
      })),
    })),
  };
}

/** POST /api/accounts/deletion-requests/{id}/erase/: the landlord carries out a settled request now. */
export async function eraseRequestNow(
  deps: Deps,
  landlordId: number,
  requestId: number,
): Promise<AccountDeletionPage['results'][number]> {
  const row = await deps.db.accountDeletionRequest.findFirst({
    where: { id: requestId, landlordId },
    select: { tenantId: true, status: true },
  });
  if (!row) throw notFound();
  if (row.status !== 'pending') throw conflict(ACCOUNT_DELETION_MESSAGES.notPending);
  if (!(await eraseTenantAccount(deps, row.tenantId, landlordId))) throw notSettled();
  const page = await listDeletionRequests(deps, landlordId, {
    tenant_id: row.tenantId,
    page: 1,
    page_size: 1,
  });
  return page.results[0]!;
}
