import {
  ERROR_CODES,
  TEAM_MESSAGES,
  type TeamMember,
  type TeamMemberUpdateSchema,
} from '@pango/shared';
import type { z } from 'zod';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { lockTeam, ownedPropertyIds, teamMemberSelect, toTeamMember } from './team-rows.js';

type UpdateInput = z.output<typeof TeamMemberUpdateSchema>;

/** The owner's member (or pending invitation); another landlord's id answers 404. */
async function findOwnMember(tx: DbTx, landlordId: number, id: number) {
  const member = await tx.teamMember.findFirst({
    where: { id, landlordId, status: { not: 'removed' } },
    select: {
      id: true,
      userId: true,
      name: true,
      role: true,
      status: true,
      properties: { select: { propertyId: true }, orderBy: { propertyId: 'asc' } },
    },
  });
  if (!member) throw notFound(TEAM_MESSAGES.memberNotFound);
  return member;
}

/**
 * Ends every session of a member at once: the account is switched off (no new sign-in, no refresh)
 * and its token version moves on, so lib/session-guard.ts refuses the access tokens already out.
 */
async function endSessions(tx: DbTx, userId: number, now: Date): Promise<void> {
  await tx.user.update({
    where: { id: userId },
    data: { isActive: false, tokenVersion: { increment: 1 } },
  });
  await tx.refreshToken.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: now },
  });
}

/**
 * PATCH /api/accounts/team/{id}/: role, properties (empty = all) and status. The session guard
 * reads role and properties on every request, so a change applies to the member's next request;
 * suspending ends their sessions at once.
 */
export async function updateMember(
  deps: Deps,
  landlordId: number,
  id: number,
  input: UpdateInput,
): Promise<TeamMember> {
  const now = nowOf(deps);
  const row = await deps.db.$transaction(async (tx) => {
    await lockTeam(tx, landlordId);
    const member = await findOwnMember(tx, landlordId, id);
    const before = {
      role: member.role,
      property_ids: member.properties.map((p) => p.propertyId),
    };
    const after = { ...before };
    if (input.property_ids !== undefined) {
      after.property_ids = await ownedPropertyIds(tx, landlordId, input.property_ids);
      await tx.teamMemberProperty.deleteMany({ where: { memberId: id } });
      await tx.teamMemberProperty.createMany({
        data: after.property_ids.map((propertyId) => ({ memberId: id, propertyId })),
      });
    }
    if (input.role !== undefined) {
      after.role = input.role;
      await tx.teamMember.update({ where: { id }, data: { role: input.role } });
    }
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, {
        actorId: landlordId,
        action: AUDIT_ACTIONS.teamUpdated,
        entityType: 'team_member',
        entityId: id,
        data: { name: member.name, before, after },
      });
    }
    if (input.status !== undefined && input.status !== member.status) {
      if (member.status === 'invited' || member.userId === null) {
        throw new AppError(400, ERROR_CODES.validation, TEAM_MESSAGES.notAccepted, {
          errors: { status: [TEAM_MESSAGES.notAccepted] },
        });
      }
      await tx.teamMember.update({ where: { id }, data: { status: input.status } });
      if (input.status === 'suspended') {
        await endSessions(tx, member.userId, now);
      } else {
        await tx.user.update({ where: { id: member.userId }, data: { isActive: true } });
      }
      await recordAudit(tx, {
        actorId: landlordId,
        action:
          input.status === 'suspended'
            ? AUDIT_ACTIONS.teamSuspended
            : AUDIT_ACTIONS.teamReactivated,
        entityType: 'team_member',
        entityId: id,
        data: { name: member.name, role: after.role },
      });
    }
    return tx.teamMember.findUniqueOrThrow({ where: { id }, select: teamMemberSelect });
  });
  return toTeamMember(row);
}

/**
 * DELETE /api/accounts/team/{id}/: a pending invitation is cancelled (its link stops working); a
 * member is removed and every session of theirs ends at once. The member's row stays, marked
 * removed, so the activity log and "entered by" still name them (ADR 037).
 */
export async function removeMember(deps: Deps, landlordId: number, id: number): Promise<void> {
  const now = nowOf(deps);
  await deps.db.$transaction(async (tx) => {
    await lockTeam(tx, landlordId);
    const member = await findOwnMember(tx, landlordId, id);
    if (member.status === 'invited' || member.userId === null) {
      await tx.teamMember.delete({ where: { id } });
      await recordAudit(tx, {
        actorId: landlordId,
        action: AUDIT_ACTIONS.teamInvitationCancelled,
        entityType: 'team_member',
        entityId: id,
        data: { name: member.name, role: member.role },
      });
      return;
    }
    await tx.teamMember.update({
      where: { id },
      data: { status: 'removed', removedAt: now, invitationTokenHash: null },
    });
    await endSessions(tx, member.userId, now);
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.teamRemoved,
      entityType: 'team_member',
      entityId: id,
      data: { name: member.name, role: member.role },
    });
  });
}
