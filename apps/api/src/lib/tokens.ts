import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { UserType } from '@pango/shared';

// Access tokens are short-lived JWTs (about 5 minutes). Refresh tokens are opaque random strings
// stored only as a SHA-256 hash, so a database leak does not hand out sessions
// (docs/decisions/005-token-rotation.md).
// `sid` is the refresh-token family (one sign-in) and `tv` the user's token version when it was
// signed: lib/session-guard.ts refuses the token once that family is revoked (logout, another
// device's password change) or the version moved on (reset, deactivation).
export type AccessClaims = { sub: string; role: UserType; sid: string; tv: number };

export type AccessSession = { sessionId: string; tokenVersion: number };

// jsonwebtoken given a string secret first tries it as a PEM public key (which throws) before
// making a secret key, on every call: a third of /me's CPU time in a profile (issue 12). The
// KeyObject is made once per secret instead.
const keys = new Map<string, KeyObject>();
function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export function signAccessToken(
  userId: number,
  role: UserType,
  secret: string,
  ttlSeconds: number,
  session: AccessSession,
): string {
  return jwt.sign({ role, sid: session.sessionId, tv: session.tokenVersion }, keyFor(secret), {
    subject: String(userId),
    expiresIn: ttlSeconds,
    algorithm: 'HS256',
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type VerifiedAccess = {
  userId: number;
  role: UserType;
  sessionId: string;
  tokenVersion: number;
};

/**
 * The claims of a genuine, unexpired access token, or null when it is missing, forged, expired or
 * lacks its session claims (a token from before sessions were checked is refused, not trusted).
 */
export function verifyAccessToken(token: string, secret: string): VerifiedAccess | null {
  try {
    const claims = jwt.verify(token, keyFor(secret), {
      algorithms: ['HS256'],
    }) as Partial<AccessClaims>;
    const userId = Number(claims.sub);
    if (!Number.isInteger(userId) || (claims.role !== 'landlord' && claims.role !== 'tenant'))
      return null;
    if (typeof claims.sid !== 'string' || !UUID.test(claims.sid) || !Number.isInteger(claims.tv))
      return null;
    return {
      userId,
      role: claims.role,
      sessionId: claims.sid,
      tokenVersion: claims.tv as number,
    };
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
