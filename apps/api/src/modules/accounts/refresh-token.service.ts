import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  MESSAGES,
  type ErrorCode,
  type TokenPair,
  type UserType,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { consume } from '../../lib/rate-limit.js';
import { hashToken, newOpaqueToken, signAccessToken } from '../../lib/tokens.js';
import { accountLimits } from './account-limits.js';

// Rotation with reuse detection (docs/decisions/005-token-rotation.md): every refresh token is
// single-use; presenting a used one means it was copied, so its whole family is revoked. A family
// ends REFRESH_TOKEN_TTL_DAYS after sign-in whatever happens (absolute limit), and a token unused
// for IDLE_DAYS is refused (idle limit): each rotation moves the idle limit on, never past the
// absolute one.

const DAY_MS = 24 * 60 * 60 * 1000;
export const IDLE_DAYS = 7;
const refused = (code: ErrorCode = ERROR_CODES.tokenInvalid) =>
  new AppError(401, code, MESSAGES.sessionExpired);

type TokenOwner = { id: number; role: UserType; tokenVersion: number };

const idleExpiry = (now: Date, familyExpiresAt: Date) =>
  new Date(Math.min(now.getTime() + IDLE_DAYS * DAY_MS, familyExpiresAt.getTime()));

export async function issueTokenPair(deps: Deps, user: TokenOwner): Promise<TokenPair> {
  const now = nowOf(deps);
  const familyExpiresAt = new Date(now.getTime() + deps.env.REFRESH_TOKEN_TTL_DAYS * DAY_MS);
  const refresh = newOpaqueToken();
  const familyId = randomUUID();
  await deps.db.refreshToken.create({
    data: {
      userId: user.id,
      familyId,
      tokenHash: hashToken(refresh),
      expiresAt: idleExpiry(now, familyExpiresAt),
      familyExpiresAt,
    },
  });
  return { access: accessFor(deps, user, familyId), refresh };
}

function accessFor(deps: Deps, user: TokenOwner, familyId: string): string {
  return signAccessToken(
    user.id,
    user.role,
    deps.env.JWT_SECRET,
    deps.env.ACCESS_TOKEN_TTL_SECONDS,
    { sessionId: familyId, tokenVersion: user.tokenVersion },
  );
}

export async function rotateRefreshToken(deps: Deps, presented: string): Promise<TokenPair> {
  const now = nowOf(deps);
  const row = await deps.db.refreshToken.findUnique({
    where: { tokenHash: hashToken(presented) },
    select: {
      id: true,
      familyId: true,
      familyExpiresAt: true,
      expiresAt: true,
      revokedAt: true,
      user: {
        select: { id: true, role: true, isActive: true, approvalStatus: true, tokenVersion: true },
      },
    },
  });
  // A family ended by logout or a password reset is simply over; only a used token is a copy.
  if (!row || row.revokedAt) throw refused();
  // Limited per sign-in, not per address: a whole carrier NAT refreshes from one address.
  await consume(deps, accountLimits(deps.env).refreshFamily, row.familyId, row.user.id);

  const next = newOpaqueToken();
  const outcome = await deps.db.$transaction(async (tx) => {
    // Claiming the token and checking it was unclaimed is one statement, so two concurrent
    // refreshes with the same token cannot both succeed.
    const claimed = await tx.refreshToken.updateMany({
      where: { id: row.id, usedAt: null, revokedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count === 0) return 'reused' as const;
    if (row.expiresAt <= now || row.familyExpiresAt <= now) return 'expired' as const;
    if (!row.user.isActive || row.user.approvalStatus !== 'approved') return 'inactive' as const;
    await tx.refreshToken.create({
      data: {
        userId: row.user.id,
        familyId: row.familyId,
        tokenHash: hashToken(next),
        expiresAt: idleExpiry(now, row.familyExpiresAt),
        familyExpiresAt: row.familyExpiresAt,
      },
    });
    return 'rotated' as const;
  });

  if (outcome === 'rotated')
    return { access: accessFor(deps, row.user, row.familyId), refresh: next };
  if (outcome === 'reused') {
    await revokeFamily(deps, row.familyId);
    await recordAudit(deps.db, {
      actorId: row.user.id,
      action: AUDIT_ACTIONS.refreshReuse,
      entityType: 'refresh_token_family',
      entityId: row.familyId,
    });
    deps.logger.warn(
      { userId: row.user.id, familyId: row.familyId },
      'refresh token reuse: family revoked',
    );
    throw refused(ERROR_CODES.tokenReused);
  }
  throw refused();
}

export async function revokeFamily(deps: Deps, familyId: string): Promise<void> {
  await deps.db.refreshToken.updateMany({
    where: { familyId, revokedAt: null },
    data: { revokedAt: nowOf(deps) },
  });
}
