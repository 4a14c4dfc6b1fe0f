import { randomUUID } from 'node:crypto';
import type { UserType } from '@pango/shared';
import type { Db } from '../lib/db.js';
import { hashToken, signAccessToken } from '../lib/tokens.js';

// Users made by the factories have one live sign-in (a refresh-token family with a fixed id), so a
// test can act as them with an access token signed here instead of signing in: lib/session-guard.ts
// checks that session, and the user's token version, on every request.

const FAR_FUTURE = new Date('2999-01-01T00:00:00Z');

export const testSessionId = (userId: number) =>
  `00000000-0000-4000-8000-${userId.toString(16).padStart(12, '0')}`;

export async function createTestSession(db: Db, userId: number): Promise<void> {
  await db.refreshToken.create({
    data: {
      userId,
      familyId: testSessionId(userId),
      tokenHash: hashToken(`test-session-${randomUUID()}`),
      expiresAt: FAR_FUTURE,
      familyExpiresAt: FAR_FUTURE,
    },
  });
}

/** An access token of the user's test session (token version 0 unless the test moved it on). */
export function testAccessToken(
  secret: string,
  userId: number,
  role: UserType,
  tokenVersion = 0,
): string {
  return signAccessToken(userId, role, secret, 300, {
    sessionId: testSessionId(userId),
    tokenVersion,
  });
}
