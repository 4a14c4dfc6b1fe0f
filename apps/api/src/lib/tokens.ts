import { createHash, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { UserType } from '@pango/shared';

// Access tokens are short-lived JWTs (about 5 minutes) checked without a database read.
// Refresh tokens are opaque random strings stored only as a SHA-256 hash, so a database leak
// does not hand out sessions (docs/decisions/005-token-rotation.md).
// `sid` is the refresh-token family (one sign-in), so a request knows which session it belongs to
// (a password change keeps that session and ends the others).
export type AccessClaims = { sub: string; role: UserType; sid?: string };

export function signAccessToken(
  userId: number,
  role: UserType,
  secret: string,
  ttlSeconds: number,
  sessionId?: string,
): string {
  return jwt.sign(sessionId ? { role, sid: sessionId } : { role }, secret, {
    subject: String(userId),
    expiresIn: ttlSeconds,
    algorithm: 'HS256',
  });
}

/** The acting user, or null when the token is missing, forged or expired. */
export function verifyAccessToken(
  token: string,
  secret: string,
): { userId: number; role: UserType; sessionId?: string } | null {
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'] }) as Partial<AccessClaims>;
    const userId = Number(claims.sub);
    if (!Number.isInteger(userId) || (claims.role !== 'landlord' && claims.role !== 'tenant'))
      return null;
    const sessionId = typeof claims.sid === 'string' ? claims.sid : undefined;
    return { userId, role: claims.role, sessionId };
  } catch {
    return null;
  }
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
