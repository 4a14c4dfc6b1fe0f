import {
  ERROR_CODES,
  PLAN_LABELS,
  TEAM_INVITATION_DAYS,
  TEAM_LIMITS,
  TEAM_MESSAGES,
  type TeamAcceptInput,
  type TeamInvitationSchema,
  type TeamList,
  type TeamMember,
} from '@pango/shared';
import type { z } from 'zod';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Db, DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { enqueueMail, kickOutbox } from '../../lib/outbox.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { loadSubscriptionState } from '../subscriptions/subscription-state.service.js';
import { teamInvitationEmail } from './team-emails.js';
import {
  lockTeam,
  ownedPropertyIds,
  seatsTakenWhere,
  teamMemberSelect,
  toTeamMember,
} from './team-rows.js';

const DAY_MS = 24 * 60 * 60_000;
/** More than any plan's limit, so the list is bounded without hiding anyone. */
const TEAM_LIST_MAX = 200;

type InvitationInput = z.output<typeof TeamInvitationSchema>;

async function teamRoom(db: Db | DbTx, landlordId: number, now: Date) {
  const state = await loadSubscriptionState(db, landlordId, now);
  const used = await db.teamMember.count({ where: seatsTakenWhere(landlordId, now) });
  return { plan: state.plan, limit: TEAM_LIMITS[state.plan], used };
}

/** GET /api/accounts/team/: members and pending invitations, oldest first, with the plan's room. */
export async function listTeam(deps: Deps, landlordId: number): Promise<TeamList> {
  const now = nowOf(deps);
  const rows = await deps.db.teamMember.findMany({
    where: { landlordId, status: { not: 'removed' } },
    select: teamMemberSelect,
    orderBy: { id: 'asc' },
    take: TEAM_LIST_MAX,
  });
  const { limit, used } = await teamRoom(deps.db, landlordId, now);
  return { members: rows.map(toTeamMember), limit, used };
}

const alreadyMember = () =>
  new AppError(409, ERROR_CODES.conflict, TEAM_MESSAGES.alreadyMember, {
    errors: { email: [TEAM_MESSAGES.alreadyMember] },
  });

/**
 * Whether the email may be given a member's account: no users row, or the row of someone removed
 * from a team (no landlord or tenant account of their own, no live membership), which the
 * invitation takes over when accepted.
 */
async function isEmailFree(db: Db | DbTx, email: string): Promise<boolean> {
  const user = await db.user.findUnique({
    where: { email },
    select: {
      landlordProfile: { select: { userId: true } },
      tenantProfile: { select: { userId: true } },
      teamMembership: { select: { status: true } },
    },
  });
  if (!user) return true;
  if (user.landlordProfile || user.tenantProfile) return false;
  return !user.teamMembership || user.teamMembership.status === 'removed';
}

/**
 * POST /api/accounts/team/invitations/: a pending invitation, counted against the plan's team limit
 * (members and live invitations) under the per-landlord lock, and its emailed link. Inviting the
 * same email again while the first is pending sends a new link (the old one stops working).
 */
export async function inviteMember(
  deps: Deps,
  landlordId: number,
  input: InvitationInput,
  siteOrigin: string,
): Promise<TeamMember> {
  const now = nowOf(deps);
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + TEAM_INVITATION_DAYS * DAY_MS);
  const row = await deps.db.$transaction(async (tx) => {
    await lockTeam(tx, landlordId);
    const propertyIds = await ownedPropertyIds(tx, landlordId, input.property_ids);
    if (!(await isEmailFree(tx, input.email))) throw alreadyMember();
    const pending = await tx.teamMember.findFirst({
      where: { landlordId, email: input.email, status: { not: 'removed' } },
      select: { id: true, status: true, invitationExpiresAt: true },
    });
    if (pending && pending.status !== 'invited') throw alreadyMember();
    // A pending invitation being renewed already holds its seat, unless its link had expired.
    const holdsSeat = pending !== null && (pending.invitationExpiresAt ?? now) > now;
    if (!holdsSeat) {
      const room = await teamRoom(tx, landlordId, now);
      if (room.used + 1 > room.limit) {
        throw new AppError(
          403,
          ERROR_CODES.planLimit,
          TEAM_MESSAGES.teamLimit(PLAN_LABELS[room.plan], room.limit, room.used),
          {
            upgrade_needed: true,
            limit: room.limit,
            current_count: room.used,
            resource: 'team_members',
            plan: room.plan,
          },
        );
      }
    }
    const data = {
      name: input.name,
      phoneNumber: input.phone_number,
      role: input.role,
      invitationTokenHash: hashToken(token),
      invitationExpiresAt: expiresAt,
      invitedAt: now,
    };
    const member = pending
      ? await tx.teamMember.update({
          where: { id: pending.id },
          data: { ...data, properties: { deleteMany: {} } },
          select: { id: true },
        })
      : await tx.teamMember.create({
          data: { ...data, landlordId, email: input.email, status: 'invited' },
          select: { id: true },
        });
    if (propertyIds.length) {
      await tx.teamMemberProperty.createMany({
        data: propertyIds.map((propertyId) => ({ memberId: member.id, propertyId })),
      });
    }
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.teamInvited,
      entityType: 'team_member',
      entityId: member.id,
      data: {
        name: input.name,
        email: input.email,
        role: input.role,
        property_ids: propertyIds,
        renewed: pending !== null,
      },
    });
    const owner = await tx.user.findUniqueOrThrow({
      where: { id: landlordId },
      select: { fullName: true },
    });
    await enqueueMail(tx, {
      kind: 'team_invitation',
      to: input.email,
      landlordId,
      ...teamInvitationEmail({
        name: input.name,
        ownerName: owner.fullName,
        role: input.role,
        acceptLink: `${siteOrigin}/team/accept?token=${encodeURIComponent(token)}`,
        validDays: TEAM_INVITATION_DAYS,
      }),
    });
    return tx.teamMember.findUniqueOrThrow({ where: { id: member.id }, select: teamMemberSelect });
  });
  kickOutbox(deps);
  return toTeamMember(row);
}

const invalidInvitation = () =>
  new AppError(400, ERROR_CODES.tokenInvalid, TEAM_MESSAGES.invitationInvalid, {
    errors: { token: [TEAM_MESSAGES.invitationInvalid] },
  });

/**
 * POST /api/accounts/team/accept/ (public): the link works once, for 7 days. It makes the member's
 * own users row (user_type landlord, so the landlord tab signs them in) with the chosen password,
 * or takes over the row of someone removed from a team earlier.
 */
export async function acceptInvitation(
  deps: Deps,
  input: TeamAcceptInput,
): Promise<{ message: string }> {
  const now = nowOf(deps);
  // Hashed before the transaction, which should not wait on bcrypt holding its locks.
  const passwordHash = await hashPassword(input.password, deps.env.BCRYPT_COST);
  await deps.db.$transaction(async (tx) => {
    const invitation = await tx.teamMember.findUnique({
      where: { invitationTokenHash: hashToken(input.token) },
      select: {
        id: true,
        landlordId: true,
        name: true,
        email: true,
        phoneNumber: true,
        status: true,
        invitationExpiresAt: true,
        invitationUsedAt: true,
      },
    });
    if (
      !invitation ||
      invitation.status !== 'invited' ||
      invitation.invitationUsedAt !== null ||
      !invitation.invitationExpiresAt ||
      invitation.invitationExpiresAt <= now
    ) {
      throw invalidInvitation();
    }
    // Claimed first, so two uses of one link racing each other cannot both pass.
    const claimed = await tx.teamMember.updateMany({
      where: { id: invitation.id, status: 'invited', invitationUsedAt: null },
      data: { invitationUsedAt: now },
    });
    if (claimed.count !== 1) throw invalidInvitation();
    if (!(await isEmailFree(tx, invitation.email))) throw alreadyMember();
    const account = {
      fullName: invitation.name,
      phoneNumber: invitation.phoneNumber,
      passwordHash,
      isActive: true,
    };
    const previous = await tx.user.findUnique({
      where: { email: invitation.email },
      select: { id: true },
    });
    const user = previous
      ? await tx.user.update({
          where: { id: previous.id },
          data: { ...account, tokenVersion: { increment: 1 } },
          select: { id: true },
        })
      : await tx.user.create({
          data: { ...account, email: invitation.email, role: 'landlord' },
          select: { id: true },
        });
    if (previous) {
      // The removed membership keeps its history (activity log, "entered by") but lets go of the
      // account, so the new membership can hold it.
      await tx.teamMember.updateMany({
        where: { userId: user.id, status: 'removed' },
        data: { userId: null },
      });
    }
    await tx.teamMember.update({
      where: { id: invitation.id },
      data: { status: 'active', userId: user.id },
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: AUDIT_ACTIONS.teamAccepted,
      entityType: 'team_member',
      entityId: invitation.id,
    });
  });
  return { message: TEAM_MESSAGES.accepted };
}
