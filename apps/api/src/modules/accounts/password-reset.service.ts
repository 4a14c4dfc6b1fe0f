import { ERROR_CODES, LIMITS, MESSAGES } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { passwordChangedEmail, passwordResetEmail } from './emails.js';
import { AppError } from '../../lib/errors.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { enqueueMail, kickOutbox } from '../../lib/outbox.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { languageOfProfile, messageLanguageSelect } from '../../lib/message-language.js';

const HOUR_MS = 60 * 60 * 1000;
const invalidLink = () =>
  new AppError(400, ERROR_CODES.tokenInvalid, MESSAGES.invalidResetLink, {
    error: MESSAGES.invalidResetLink,
  });

export const encodeUid = (userId: number) => Buffer.from(String(userId)).toString('base64url');
const decodeUid = (uid: string) => Number(Buffer.from(uid, 'base64url').toString('utf8'));

/**
 * POST /accounts/password/reset/, after the answer is sent: the answer is the same whether or not
 * the email has an account, and it leaves before any of this work (a known email costs a token, an
 * audit row and a queued mail), so neither its words nor its timing tell who is a customer. The
 * link lives 24 hours and works once.
 */
export function sendPasswordResetInBackground(deps: Deps, email: string, siteOrigin: string): void {
  void requestPasswordReset(deps, email, siteOrigin).catch((err: unknown) =>
    deps.logger.error({ err }, 'password reset request failed'),
  );
}

export async function requestPasswordReset(
  deps: Deps,
  email: string,
  siteOrigin: string,
): Promise<void> {
  const user = await deps.db.user.findUnique({
    where: { email },
    select: {
      id: true,
      email: true,
      fullName: true,
      // A tenant's mail is listed with their landlord's; a landlord's own reset is of no landlord.
      tenantProfile: {
        select: { ...messageLanguageSelect, landlord: { select: { id: true, fullName: true } } },
      },
    },
  });
  if (!user) return;
  const landlord = user.tenantProfile?.landlord ?? null;
  const token = newOpaqueToken();
  const link = `${siteOrigin}/reset-password/${encodeUid(user.id)}/${token}`;
  await deps.db.$transaction(async (tx) => {
    await tx.passwordResetToken.create({
      data: {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(nowOf(deps).getTime() + LIMITS.resetLinkHours * HOUR_MS),
      },
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: AUDIT_ACTIONS.passwordResetRequested,
      entityType: 'user',
      entityId: user.id,
    });
    await enqueueMail(tx, {
      kind: 'reset',
      to: user.email,
      landlordId: landlord?.id ?? null,
      ...passwordResetEmail({
        fullName: user.fullName,
        resetLink: link,
        validHours: LIMITS.resetLinkHours,
        landlordName: landlord?.fullName ?? null,
        language: languageOfProfile(user.tenantProfile),
      }),
    });
  });
  kickOutbox(deps);
}

/**
 * POST /accounts/password/reset/confirm/: sets the new password, signs out every session (their
 * refresh tokens are revoked and the token version moves on, so access tokens die too) and tells
 * the owner by email, who learns at once if it was not them.
 */
export async function confirmPasswordReset(
  deps: Deps,
  uid: string,
  token: string,
  newPassword: string,
): Promise<void> {
  const now = nowOf(deps);
  const row = await deps.db.passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      userId: true,
      expiresAt: true,
      usedAt: true,
      user: {
        select: {
          email: true,
          fullName: true,
          tenantProfile: {
            select: {
              ...messageLanguageSelect,
              landlord: { select: { id: true, fullName: true } },
            },
          },
        },
      },
    },
  });
  if (!row || row.userId !== decodeUid(uid) || row.usedAt || row.expiresAt <= now)
    throw invalidLink();
  const passwordHash = await hashPassword(newPassword, deps.env.BCRYPT_COST);
  await deps.db.$transaction(async (tx) => {
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: row.id, usedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count === 0) throw invalidLink();
    await tx.user.update({
      where: { id: row.userId },
      data: { passwordHash, tokenVersion: { increment: 1 } },
    });
    await tx.passwordResetToken.updateMany({
      where: { userId: row.userId, usedAt: null },
      data: { usedAt: now },
    });
    await tx.refreshToken.updateMany({
      where: { userId: row.userId, revokedAt: null },
      data: { revokedAt: now },
    });
    await recordAudit(tx, {
      actorId: row.userId,
      action: AUDIT_ACTIONS.passwordReset,
      entityType: 'user',
      entityId: row.userId,
    });
    const landlord = row.user.tenantProfile?.landlord ?? null;
    await enqueueMail(tx, {
      kind: 'password_changed',
      to: row.user.email,
      landlordId: landlord?.id ?? null,
      ...passwordChangedEmail({
        fullName: row.user.fullName,
        landlordName: landlord?.fullName ?? null,
        language: languageOfProfile(row.user.tenantProfile),
      }),
    });
  });
  kickOutbox(deps);
}
