import {
  AUDIT_LOG_MESSAGES,
  AUDIT_LOG_PAGE_SIZE,
  auditActionLabel,
  type AdminRole,
  type AuditLogEntry,
  type AuditLogQuery,
  type AuditLogPage,
} from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';

// The landlord's Activity log: the audit entries that belong to them (lib/audit.ts fills
// landlord_id), newest first, AUDIT_LOG_PAGE_SIZE (20) a page. The (landlord_id, id) index serves both the count and the
// page, so another landlord's entries are never even read.

export const AUDIT_LOG_PATH = '/api/accounts/audit-log/';

const entrySelect = {
  id: true,
  action: true,
  entityType: true,
  entityId: true,
  data: true,
  ip: true,
  userAgent: true,
  createdAt: true,
  actorId: true,
  memberId: true,
  actor: { select: { fullName: true, role: true } },
  member: { select: { role: true } },
} as const satisfies Prisma.AuditLogSelect;
type EntryRow = Prisma.AuditLogGetPayload<{ select: typeof entrySelect }>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Details kept for the server's own use and never shown: the signup session id is what lets the
 * signup-subscription payment find its account (payments/signup-subscription.service.ts), and in
 * a landlord's hands it would be a credential.
 */
const HIDDEN_KEYS = new Set(['session_id']);

function withoutHidden(data: Prisma.JsonValue | null): Prisma.JsonValue | null {
  if (!isRecord(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !HIDDEN_KEYS.has(key)));
}

/** Entries written as `{ before, after, ... }` show those; any other detail shows as `after`. */
function changeOf(raw: Prisma.JsonValue | null): { before: unknown; after: unknown } {
  const data = withoutHidden(raw);
  if (isRecord(data) && ('before' in data || 'after' in data))
    return { before: data.before ?? null, after: data.after ?? null };
  return { before: null, after: data ?? null };
}

/** 'owner' for the landlord himself, the member's role, null for tenants and the system. */
function roleOf(row: EntryRow, landlordId: number): AdminRole | null {
  if (row.member) return row.member.role;
  return row.actorId === landlordId ? 'owner' : null;
}

function toEntry(row: EntryRow, landlordId: number): AuditLogEntry {
  return {
    id: row.id,
    action: row.action,
    action_label: auditActionLabel(row.action),
    actor: row.actor?.fullName ?? AUDIT_LOG_MESSAGES.system,
    actor_role: roleOf(row, landlordId),
    member_id: row.memberId,
    target: { entity_type: row.entityType, id: row.entityId },
    ...changeOf(row.data),
    ip: row.ip,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
  };
}

// Paths, not absolute URLs: a link built from the request's Host header is one an attacker chooses.
const pagePath = (page: number, memberId: number | undefined) =>
  `${AUDIT_LOG_PATH}?page=${page}${memberId ? `&member_id=${memberId}` : ''}`;

/**
 * GET /accounts/audit-log/?page=N&member_id=M. A page past the last answers 404, as the spec's
 * Django REST Framework pagination does. `member_id` keeps what one team member did (issue 23);
 * another landlord's member simply has no entries here.
 */
export async function listAuditLog(
  deps: Deps,
  landlordId: number,
  query: AuditLogQuery,
): Promise<AuditLogPage> {
  const { page, member_id: memberId } = query;
  const where = { landlordId, ...(memberId ? { memberId } : {}) };
  const [count, rows] = await Promise.all([
    deps.db.auditLog.count({ where }),
    deps.db.auditLog.findMany({
      where,
      select: entrySelect,
      orderBy: { id: 'desc' },
      skip: (page - 1) * AUDIT_LOG_PAGE_SIZE,
      take: AUDIT_LOG_PAGE_SIZE,
    }),
  ]);
  const lastPage = Math.max(1, Math.ceil(count / AUDIT_LOG_PAGE_SIZE));
  if (page > lastPage) throw notFound(AUDIT_LOG_MESSAGES.invalidPage);
  return {
    count,
    next: page < lastPage ? pagePath(page + 1, memberId) : null,
    previous: page > 1 ? pagePath(page - 1, memberId) : null,
    results: rows.map((row) => toEntry(row, landlordId)),
  };
}
