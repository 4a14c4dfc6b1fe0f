import { TEAM_MESSAGES, type TeamMember } from '@pango/shared';
import { ERROR_CODES } from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { DbTx } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';

// What the team routes share: the row they answer with, the per-landlord lock the limit is counted
// under, and the check that chosen properties are the owner's.

export const teamMemberSelect = {
  id: true,
  name: true,
  email: true,
  phoneNumber: true,
  role: true,
  status: true,
  invitedAt: true,
  invitationExpiresAt: true,
  properties: { select: { propertyId: true }, orderBy: { propertyId: 'asc' } },
  // The member's own account, once accepted: its email (they may have changed it) and the last
  // time a sign-in of theirs began (one row, in the same statement).
  user: {
    select: {
      email: true,
      refreshTokens: {
        select: { createdAt: true },
        orderBy: { createdAt: 'desc' },
        take: 1,
      },
    },
  },
} satisfies Prisma.TeamMemberSelect;

type TeamMemberRow = Prisma.TeamMemberGetPayload<{ select: typeof teamMemberSelect }>;

export function toTeamMember(row: TeamMemberRow): TeamMember {
  const lastSeen = row.user?.refreshTokens[0]?.createdAt ?? null;
  return {
    id: row.id,
    name: row.name,
    email: row.user?.email ?? row.email,
    phone_number: row.phoneNumber,
    role: row.role,
    property_ids: row.properties.map((p) => p.propertyId),
    // Removed rows are never listed or answered.
    status: row.status === 'removed' ? 'suspended' : row.status,
    invited_at: row.invitedAt.toISOString(),
    expires_at:
      row.status === 'invited' && row.invitationExpiresAt
        ? row.invitationExpiresAt.toISOString()
        : null,
    last_login: lastSeen ? lastSeen.toISOString() : null,
  };
}

// Invitations are counted against the plan's limit: two concurrent invitations could both pass a
// count. Each write that adds to the team takes this per-landlord transaction lock first (the
// properties module does the same for plan limits, in its own namespace).
const TEAM_LOCK_NAMESPACE = 7_023;

export async function lockTeam(tx: DbTx, landlordId: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TEAM_LOCK_NAMESPACE}::int, ${landlordId}::int)`;
}

/** Seats taken: active and suspended members, and invitations whose link still works. */
export function seatsTakenWhere(landlordId: number, now: Date): Prisma.TeamMemberWhereInput {
  return {
    landlordId,
    OR: [
      { status: { in: ['active', 'suspended'] } },
      { status: 'invited', invitationExpiresAt: { gt: now } },
    ],
  };
}

/** The distinct ids, after checking each is one of the owner's properties (400 on the field). */
export async function ownedPropertyIds(
  tx: DbTx,
  landlordId: number,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return [];
  const found = await tx.property.count({ where: { landlordId, id: { in: unique } } });
  if (found !== unique.length) {
    throw new AppError(400, ERROR_CODES.validation, TEAM_MESSAGES.propertyNotFound, {
      errors: { property_ids: [TEAM_MESSAGES.propertyNotFound] },
    });
  }
  return unique;
}
