import { ERROR_CODES, MESSAGES } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { signedInUserId, type Actor } from '../../lib/auth.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { passwordChangedEmail } from './emails.js';
import { AppError, unauthenticated } from '../../lib/errors.js';
import { enqueueMail, kickOutbox } from '../../lib/outbox.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { consume } from '../../lib/rate-limit.js';
import { accountLimits } from './account-limits.js';
import { languageOfProfile, messageLanguageSelect } from '../../lib/message-language.js';

type ChangePasswordInput = { current_password: string; new_password: string };

/**
 * PUT /accounts/change-password/. A wrong current password is a field error. The change ends every
 * other session of the user (their refresh-token families), keeping the one that asked, so a
 * thief holding a session on another device is signed out (lib/session-guard.ts refuses their
 * access tokens at once). Attempts are limited per user: a stolen session must not be able to
 * guess the current password.
 */
export async function changePassword(
  deps: Deps,
  actor: Actor,
  input: ChangePasswordInput,
): Promise<{ message: string }> {
  // A team member changes their own password, not the owner's (issue 23).
  const userId = signedInUserId(actor);
  await consume(deps, accountLimits(deps.env).changePasswordUser, String(userId), userId);
  const user = await deps.db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      fullName: true,
      passwordHash: true,
      isActive: true,
      tenantProfile: {
        select: { ...messageLanguageSelect, landlord: { select: { id: true, fullName: true } } },
      },
    },
  });
  if (!user || !user.isActive) throw unauthenticated(MESSAGES.sessionExpired);
  if (!(await verifyPassword(input.current_password, user.passwordHash))) {
    throw new AppError(400, ERROR_CODES.validation, MESSAGES.currentPasswordWrong, {
      errors: { current_password: [MESSAGES.currentPasswordWrong] },
    });
  }
  const passwordHash = await hashPassword(input.new_password, deps.env.BCRYPT_COST);
  const now = nowOf(deps);
  await deps.db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    const ended = await tx.refreshToken.updateMany({
      where: {
        userId: user.id,
        revokedAt: null,
        ...(actor.sessionId ? { familyId: { not: actor.sessionId } } : {}),
      },
      data: { revokedAt: now },
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: AUDIT_ACTIONS.passwordChanged,
      entityType: 'user',
      entityId: user.id,
      data: { sessions_ended: ended.count },
    });
    // Tell the owner: if it was not them, they learn at once that the account was taken over.
    // Like a reset: a tenant's mail is listed with their landlord's, a landlord's is of no landlord.
    const landlord = user.tenantProfile?.landlord ?? null;
    await enqueueMail(tx, {
      kind: 'password_changed',
      to: user.email,
      landlordId: landlord?.id ?? null,
      ...passwordChangedEmail({
        fullName: user.fullName,
        landlordName: landlord?.fullName ?? null,
        language: languageOfProfile(user.tenantProfile),
      }),
    });
  });
  kickOutbox(deps);
  return { message: MESSAGES.passwordChanged };
}
